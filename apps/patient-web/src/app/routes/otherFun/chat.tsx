import { useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ChatScreen } from '../../../features/chat/components/chat-screen.tsx';

const parseInquiryId = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** 在线咨询 (?inquiryId=) */
export default function ChatPage() {
  const [params] = useSearchParams();
  const inquiryId = parseInquiryId(params.get('inquiryId'));
  if (inquiryId === null) return <EmptyState />;
  return <ChatScreen key={inquiryId} inquiryId={inquiryId} />;
}
