import { useSearchParams } from 'wouter';
import { MessageDetail } from '../../../features/messages/components/message-detail.tsx';

const parseMsgId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 消息详情 (?msgId=) */
export default function MessageDetailPage() {
  const [params] = useSearchParams();
  return <MessageDetail msgId={parseMsgId(params.get('msgId'))} />;
}
