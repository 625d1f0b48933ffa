import type { ChatPage } from '@sprout/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type ChatConnectionOptions, chatSocketUrl } from '../chat-connection.ts';
import { type ChatPageQuery, type ChatThread, openChatThread } from '../chat-thread.ts';
import { type ChatSide, type ChatThreadState, emptyThread } from '../chat-thread-state.ts';

const EMPTY = emptyThread();
const noThread = () => () => undefined;
const isVisible = () => document.visibilityState === 'visible';

export interface ChatThreadHookOptions {
  inquiryId: number;
  /** Whose messages are the user's own: the parent's page or the doctor's pane. */
  own: ChatSide;
  /** The app's single-use ticket call that opens /ws. */
  fetchTicket: ChatConnectionOptions['fetchTicket'];
  /** The app's chat content list call: one page of this inquiry's chat. */
  loadPage: (inquiryId: number, query: ChatPageQuery) => Promise<ChatPage>;
  /** The inquiry's state changed (accepted, summary, closed, refunded): the screen refreshes its detail. */
  onInquiryEvent?: (() => void) | undefined;
  /**
   * False for a screen that only watches the inquiry (问诊详情 learns of an accept through the socket):
   * the user has not seen the messages there, so nothing is marked read and 医生已回复 still goes out.
   */
  markRead?: boolean;
}

/**
 * An open chat for an inquiry while the screen shows it: its own socket (the library reconnects,
 * resends and catches up by itself), the thread's state for rendering, and the newest message marked
 * read whenever the page is visible (a read receipt is only honest then).
 */
export const useChatThread = ({
  inquiryId,
  own,
  fetchTicket,
  loadPage,
  onInquiryEvent,
  markRead = true,
}: ChatThreadHookOptions) => {
  const [thread, setThread] = useState<ChatThread | null>(null);
  // Read through a ref: new callbacks on each render must not reopen the socket.
  const calls = useRef({ fetchTicket, loadPage, onInquiryEvent });
  calls.current = { fetchTicket, loadPage, onInquiryEvent };
  useEffect(() => {
    const opened = openChatThread({
      url: chatSocketUrl(window.location),
      fetchTicket: () => calls.current.fetchTicket(),
      own,
      load: (query) => calls.current.loadPage(inquiryId, query),
      onInquiryEvent: () => calls.current.onInquiryEvent?.(),
    });
    setThread(opened.thread);
    return opened.close;
  }, [inquiryId, own]);

  const state: ChatThreadState = useSyncExternalStore(
    thread?.subscribe ?? noThread,
    () => thread?.getState() ?? EMPTY,
  );

  const newest = state.messages[state.messages.length - 1]?.seq ?? 0;
  useEffect(() => {
    if (!thread || newest === 0 || !markRead) return;
    if (isVisible()) thread.markRead();
    const onVisible = () => {
      if (isVisible()) thread.markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [thread, newest, markRead]);

  return { thread, state };
};
