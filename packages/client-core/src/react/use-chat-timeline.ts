import { useLayoutEffect, useMemo, useRef } from 'react';
import { type ChatSide, type ChatThreadState, timeline } from '../chat-thread-state.ts';

/**
 * The thread's messages in the order they are drawn, and the ref of the box that scrolls them: a new
 * message keeps the view at the bottom, older ones loaded above keep what the user was reading in place.
 */
export const useChatTimeline = (state: ChatThreadState, own: ChatSide) => {
  const items = useMemo(() => timeline(state, own), [state, own]);
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', last: '', height: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = items[0]?.key ?? '';
    const last = items[items.length - 1]?.key ?? '';
    const was = before.current;
    if (first !== was.first && last === was.last && was.height > 0)
      el.scrollTop += el.scrollHeight - was.height;
    else if (last !== was.last) el.scrollTop = el.scrollHeight;
    before.current = { first, last, height: el.scrollHeight };
  }, [items]);

  return { items, box };
};
