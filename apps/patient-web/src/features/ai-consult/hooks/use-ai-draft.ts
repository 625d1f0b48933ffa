import { useCallback, useRef, useState } from 'react';
import { type AiDraft, draftKey, parseDraft, serialiseDraft } from '../utils/draft.ts';

const read = (key: string): AiDraft => {
  try {
    return parseDraft(localStorage.getItem(key));
  } catch {
    return parseDraft(null);
  }
};

/**
 * The draft of one session (utils/draft.ts), kept in localStorage on every change. Storage failures
 * (private mode, quota) are ignored: the draft is a safety net. `current()` reads the latest at once,
 * for a send that changes it twice in one tap.
 */
export const useAiDraft = (sessionId: number) => {
  const key = draftKey(sessionId);
  const [draft, setDraftState] = useState(() => read(key));
  const latest = useRef(draft);
  const update = useCallback(
    (next: AiDraft) => {
      latest.current = next;
      setDraftState(next);
      try {
        const raw = serialiseDraft(next);
        if (raw === null) localStorage.removeItem(key);
        else localStorage.setItem(key, raw);
      } catch {
        // Ignored on purpose, see above.
      }
    },
    [key],
  );
  const current = useCallback(() => latest.current, []);
  return { draft, update, current };
};
