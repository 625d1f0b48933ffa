import type { ChatThreadState } from '@sprout/client-core';
import { type ReactNode, useId } from 'react';
import { chatStrings as t } from '../strings.ts';
import styles from './chat.module.css';

/** The contract's CHAT_TEXT_MAX (importing it would bring zod into this page's chunk). */
const CHAT_TEXT_MAX = 1000;

interface Props {
  state: ChatThreadState;
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  /** The picture button, when the route composes one. */
  attach?: ReactNode;
}

/**
 * The composer while the window is open (问诊中, or the free follow-ups after close, counted down);
 * otherwise why the parent cannot write, in the server's words.
 */
export function ChatComposer({ state, draft, onDraft, onSend, attach }: Props) {
  const inputId = useId();
  if (state.phase !== 'ready') return null;
  if (!state.canSend)
    return (
      <p className={styles.closed} role="status" data-testid="chat-closed">
        {state.closedReason ?? t.cannotSend}
      </p>
    );
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      {state.followUpLeft !== null ? (
        <p className={styles.followUp} data-testid="chat-follow-up">
          {t.followUpLeft(state.followUpLeft)}
        </p>
      ) : null}
      <div className={styles.inputRow}>
        {attach}
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t.inputLabel}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          value={draft}
          rows={1}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t.inputPlaceholder}
          onChange={(e) => onDraft(e.target.value)}
          data-testid="chat-input"
        />
        <button type="submit" className={styles.send} disabled={!draft.trim()} data-testid="chat-send">
          {t.send}
        </button>
      </div>
    </form>
  );
}
