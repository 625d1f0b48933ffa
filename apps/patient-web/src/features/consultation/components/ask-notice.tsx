import { consultStrings as t } from '../strings.ts';
import styles from './ask-form.module.css';

/**
 * 问诊须知, in full on the form rather than behind a link: what this consultation is (健康咨询 or 复诊, as
 * the server decided from the child's record), that it is not a diagnosis and issues no prescription,
 * and what to do in an emergency. The parent ticks that they have read it.
 */
export const AskNotice = ({
  kindLabel,
  agreed,
  onAgree,
  error,
}: {
  kindLabel: string;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  error?: string | undefined;
}) => (
  <section className={styles.notice} aria-labelledby="ask-notice-title" id="agreeNotice-field">
    <h2 id="ask-notice-title" className={styles.noticeTitle}>
      {t.noticeTitle}
    </h2>
    <ol className={styles.noticeList} data-testid="ask-notice">
      {t.notice(kindLabel).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ol>
    <label className={styles.agree}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={agreed}
        onChange={(e) => onAgree(e.target.checked)}
        data-testid="ask-agree"
      />
      <span>
        {t.agreeNotice}
        {t.noticeLink}
      </span>
    </label>
    {error ? (
      <p className={styles.error} role="alert" data-testid="agreeNotice-error">
        {error}
      </p>
    ) : null}
  </section>
);
