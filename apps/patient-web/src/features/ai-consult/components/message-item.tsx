import type { AiMessage } from '@sprout/contract';
import { aiStrings as t } from '../strings.ts';
import { AssessmentCard } from './assessment-card.tsx';
import styles from './chat.module.css';

/**
 * One message of the conversation: the guardian's on the right (text, answers, pictures), the
 * assistant's on the left; an open question carries its quick answers as buttons (the server's
 * chips, the first means yes).
 */
export const MessageItem = ({
  message: m,
  sessionId,
  chips,
  onChip,
  chipsDisabled,
}: {
  message: AiMessage;
  sessionId: number;
  /** The quick answers, when this is the question waiting for its answer. */
  chips: readonly string[] | null;
  onChip: (text: string) => void;
  chipsDisabled: boolean;
}) => {
  if (m.kind === 'assessment' && m.assessment)
    return (
      <div className={styles.rowCard} data-testid="ai-msg" data-kind={m.kind}>
        <AssessmentCard assessment={m.assessment} sessionId={sessionId} />
      </div>
    );
  const own = m.role === 'guardian';
  return (
    <div className={own ? styles.rowOwn : styles.rowPeer} data-testid="ai-msg" data-kind={m.kind}>
      <span className={styles.who}>{own ? t.you : t.assistant}</span>
      <div className={own ? styles.bubbleOwn : styles.bubblePeer}>
        {m.kind === 'picture' && m.picture ? (
          <a href={m.picture.url} target="_blank" rel="noreferrer" className={styles.pictureLink}>
            <img src={m.picture.thumbUrl} alt={t.picture} className={styles.pictureThumb} />
          </a>
        ) : (
          <span className={styles.text}>{m.text}</span>
        )}
      </div>
      {chips && chips.length > 0 ? (
        <fieldset className={styles.chips} data-testid="ai-chips">
          <legend className={styles.visuallyHidden}>{t.quickAnswers}</legend>
          {chips.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.chip}
              disabled={chipsDisabled}
              onClick={() => onChip(c)}
              data-testid="ai-chip"
            >
              {c}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
};
