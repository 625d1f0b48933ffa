import { useCallback, useState } from 'react';

const keyOf = (inquiryId: number) => `sprout.chatDraft.${inquiryId}`;

const readDraft = (key: string): string => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/**
 * What the parent is typing, kept per conversation in localStorage so that a reload, a detour to log
 * in again or WeChat dropping the page in the background loses nothing; cleared once it is sent.
 * Storage failures (private mode, quota) are ignored: the draft is a safety net.
 */
export const useChatDraft = (inquiryId: number) => {
  const key = keyOf(inquiryId);
  const [draft, setDraftState] = useState(() => readDraft(key));
  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      try {
        if (text) localStorage.setItem(key, text);
        else localStorage.removeItem(key);
      } catch {
        // Ignored on purpose, see above.
      }
    },
    [key],
  );
  return { draft, setDraft };
};
