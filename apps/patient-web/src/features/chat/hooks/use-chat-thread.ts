import {
  type ChatThread,
  type ChatThreadState,
  chatSocketUrl,
  emptyThread,
  openChatThread,
} from '@sprout/client-core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchChatTicket } from '../api/fetch-chat-ticket.ts';
import { loadChatPage } from '../api/load-chat-page.ts';

const EMPTY = emptyThread();
const noThread = () => () => undefined;

/**
 * The parent's open chat for an inquiry: its own socket while the page is open (the library reconnects,
 * resends and catches up by itself), and the thread's state for rendering.
 */
export const useChatThread = (inquiryId: number, onInquiryEvent: () => void) => {
  const [thread, setThread] = useState<ChatThread | null>(null);
  // Read through a ref: a new callback on each render must not reopen the socket.
  const onEvent = useRef(onInquiryEvent);
  onEvent.current = onInquiryEvent;
  useEffect(() => {
    const opened = openChatThread({
      url: chatSocketUrl(window.location),
      fetchTicket: fetchChatTicket,
      own: 'parent',
      load: (query) => loadChatPage(inquiryId, query),
      onInquiryEvent: () => onEvent.current?.(),
    });
    setThread(opened.thread);
    return opened.close;
  }, [inquiryId]);

  const state: ChatThreadState = useSyncExternalStore(
    thread?.subscribe ?? noThread,
    () => thread?.getState() ?? EMPTY,
  );
  return { thread, state };
};
