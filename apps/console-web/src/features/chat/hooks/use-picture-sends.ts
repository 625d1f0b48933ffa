import type { ChatThread } from '@sprout/client-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { uploadChatPicture } from '../api/upload-chat-picture.ts';

/** A picture the doctor chose that is not yet a message: uploading, or refused (then 重发). */
export interface PictureSend {
  id: string;
  fileName: string;
  status: 'sending' | 'fail';
  error?: string;
}

/**
 * The doctor's pictures on their way (issue 22): each is uploaded for the inquiry, then sent as an image
 * message naming it, after which the thread's own pending send (发送中, 重发) and the stored message take
 * over. Until then the upload is shown here, with the server's refusal and a retry of the same file.
 */
export function usePictureSends(inquiryId: number, thread: ChatThread | null) {
  const [sends, setSends] = useState<PictureSend[]>([]);
  const files = useRef(new Map<string, File>());
  // Read through a ref: an upload that finishes after the thread was replaced sends on the current one.
  const threadRef = useRef(thread);
  useEffect(() => {
    threadRef.current = thread;
  }, [thread]);

  const upload = useCallback(
    async (id: string, file: File) => {
      try {
        const picture = await uploadChatPicture(inquiryId, file);
        if (!threadRef.current?.sendPicture(picture.pictureId)) throw new Error('聊天尚未连接，请重试');
        files.current.delete(id);
        setSends((all) => all.filter((s) => s.id !== id));
      } catch (error) {
        const msg = isApiError(error) ? error.msg : error instanceof Error ? error.message : '发送失败';
        setSends((all) => all.map((s) => (s.id === id ? { ...s, status: 'fail', error: msg } : s)));
      }
    },
    [inquiryId],
  );

  const send = (file: File) => {
    const id = crypto.randomUUID();
    files.current.set(id, file);
    setSends((all) => [...all, { id, fileName: file.name, status: 'sending' }]);
    void upload(id, file);
  };

  const retry = (id: string) => {
    const file = files.current.get(id);
    if (!file) return;
    setSends((all) => all.map((s) => (s.id === id ? { id, fileName: s.fileName, status: 'sending' } : s)));
    void upload(id, file);
  };

  return { sends, send, retry };
}
