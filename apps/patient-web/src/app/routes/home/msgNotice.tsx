import { MessageList } from '../../../features/messages/components/message-list.tsx';

/** 消息通知 */
export default function MessageNoticePage() {
  return <MessageList />;
}
