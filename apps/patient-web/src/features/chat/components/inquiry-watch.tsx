import { useChatThread } from '@sprout/client-core/react';
import type { ReactNode } from 'react';
import { fetchChatTicket } from '../api/fetch-chat-ticket.ts';
import { loadChatPage } from '../api/load-chat-page.ts';

export interface InquiryWatchFacts {
  /** Free follow-up messages the parent has left after close, as the chat counts them (null: not known or not closed). */
  followUpLeft: number | null;
}

/**
 * The inquiry's chat watched without being shown (问诊详情): its socket tells at once when the doctor
 * accepts, writes the summary, closes or a refund is made, where polling learned it seconds later.
 * Nothing is marked read here: the parent has not seen the messages on this page.
 */
export function InquiryWatch({
  inquiryId,
  onInquiryEvent,
  children,
}: {
  inquiryId: number;
  onInquiryEvent: () => void;
  children: (facts: InquiryWatchFacts) => ReactNode;
}) {
  const { state } = useChatThread({
    inquiryId,
    own: 'parent',
    fetchTicket: fetchChatTicket,
    loadPage: loadChatPage,
    onInquiryEvent,
    markRead: false,
  });
  return children({ followUpLeft: state.phase === 'ready' ? state.followUpLeft : null });
}
