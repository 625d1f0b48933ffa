import styles from './draft-notice.module.css';
import { kitStrings as t } from './kit-strings.ts';

interface DraftNoticeProps {
  /** The form opened on a draft (useKeptDraft's `restored`); otherwise nothing is drawn. */
  restored: boolean;
  /** What was kept, when a form words it otherwise than 已为您恢复上次未保存的内容. */
  text?: string;
  onDiscard: () => void;
  /** Where the notice sits on the caller's page (its margin). */
  className?: string;
}

/** Tells a parent the form was refilled from a draft, with a way to start again instead. */
export const DraftNotice = ({ restored, text = t.draftRestored, onDiscard, className }: DraftNoticeProps) =>
  restored ? (
    <div className={className ? `${styles.notice} ${className}` : styles.notice} role="status">
      <span>{text}</span>
      <button type="button" className={styles.discard} onClick={onDiscard}>
        {t.draftDiscard}
      </button>
    </div>
  ) : null;
