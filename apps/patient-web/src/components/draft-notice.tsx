import styles from './draft-notice.module.css';

interface DraftNoticeProps {
  /** 已为您恢复上次…的内容: each form words what it kept. */
  text: string;
  discardText: string;
  onDiscard: () => void;
  /** Where the notice sits on the caller's page (its margin). */
  className?: string;
}

/** Tells a parent the form was refilled from a draft, with a way to start again instead. */
export const DraftNotice = ({ text, discardText, onDiscard, className }: DraftNoticeProps) => (
  <div className={className ? `${styles.notice} ${className}` : styles.notice} role="status">
    <span>{text}</span>
    <button type="button" className={styles.discard} onClick={onDiscard}>
      {discardText}
    </button>
  </div>
);
