import { useCallback, useState } from 'react';
import { useSession } from '../../../stores/session.ts';
import {
  type AskDraft,
  askDraftKey,
  clearAskDraft,
  EMPTY_ASK_DRAFT,
  hasTypedSomething,
  readAskDraft,
  saveAskDraft,
} from '../utils/ask-draft.ts';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The 提交问诊 draft of one baby: read when the baby is chosen, written on every change, cleared once
 * the inquiry is sent. Switching babies keeps each child's words with that child.
 */
export const useAskDraft = (babyId: number | null) => {
  const userId = useSession((s) => s.userId);
  const key = babyId === null ? null : askDraftKey(userId, babyId);
  const load = (k: string | null) => (k === null ? null : readAskDraft(storage(), k));
  const [state, setState] = useState(() => {
    const stored = load(key);
    return { key, draft: stored ?? EMPTY_ASK_DRAFT, restored: stored !== null && hasTypedSomething(stored) };
  });
  // Another baby chosen: its own draft (adjusting state while rendering, as React advises over an effect).
  if (state.key !== key) {
    const stored = load(key);
    setState({
      key,
      draft: stored ?? EMPTY_ASK_DRAFT,
      restored: stored !== null && hasTypedSomething(stored),
    });
  }

  const update = useCallback(
    (patch: Partial<AskDraft>) =>
      setState((s) => {
        const draft = { ...s.draft, ...patch };
        if (s.key !== null) saveAskDraft(storage(), s.key, draft);
        return { ...s, draft };
      }),
    [],
  );
  const clear = useCallback(() => {
    if (key !== null) clearAskDraft(storage(), key);
  }, [key]);

  return { draft: state.draft, restored: state.restored, update, clear };
};
