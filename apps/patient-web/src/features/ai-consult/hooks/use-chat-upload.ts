import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/toast.ts';
import { aiKeys } from '../api/query-keys.ts';
import { uploadChatFile } from '../api/upload-chat-file.ts';
import { aiStrings as t } from '../strings.ts';
import { mergeTurn } from '../utils/conversation.ts';

/** The server's limit (10 MB): a larger picture is refused here before any byte is sent. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** One picture at a time to chatFileUpload, with its progress; the turn joins the conversation. */
export const useChatUpload = (sessionId: number) => {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File) => {
      if (file.size > MAX_PICTURE_BYTES) {
        toastError(t.pictureTooLarge);
        return;
      }
      setPercent(0);
      try {
        const turn = await uploadChatFile({
          sessionId,
          file,
          fileName: file.name || 'picture.jpg',
          onProgress: setPercent,
        });
        queryClient.setQueryData(aiKeys.detail(sessionId), (held: Parameters<typeof mergeTurn>[0]) =>
          mergeTurn(held, turn),
        );
      } catch (error) {
        toastError(isApiError(error) ? error.msg : t.pictureFailed);
      } finally {
        setPercent(null);
      }
    },
    [queryClient, sessionId],
  );
  return { percent, upload };
};
