import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { Image, Typography } from 'antd';
import { callApi } from '../../../lib/api-client.ts';

/** Links are issued for a few minutes: ask again a little before they lapse. */
const LINK_FRESH_MS = 4 * 60_000;

/**
 * A picture sent in the chat: its thumbnail, the full size on a click. The message carries only the
 * picture's id; the links are this staff member's own (the server audits the read).
 */
export function ChatPanePicture({ inquiryId, pictureId }: { inquiryId: number; pictureId: number }) {
  const links = useQuery({
    queryKey: ['consult', 'chat', 'picture', inquiryId, pictureId],
    queryFn: () => callApi(api.chatConsole.chatPicture, { query: { inquiryId, pictureId } }),
    staleTime: LINK_FRESH_MS,
  });
  if (!links.data) return <Typography.Text>{links.isError ? '[图片已失效]' : '[图片]'}</Typography.Text>;
  return (
    <Image
      src={links.data.thumbUrl}
      preview={{ src: links.data.url }}
      alt="图片消息"
      style={{ maxWidth: 160, maxHeight: 160 }}
      data-testid="console-chat-picture"
    />
  );
}
