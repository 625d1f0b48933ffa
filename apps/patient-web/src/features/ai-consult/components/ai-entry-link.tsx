import { useAppRouter } from '../../../lib/router.ts';
import { AI_ROUTES } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import styles from './entry.module.css';

/** The small way into AI问诊 that 找医生 and 问诊记录 carry above their own content. */
export const AiEntryLink = () => {
  const router = useAppRouter();
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => router.navigate(AI_ROUTES.start)}
      data-testid="ai-entry"
    >
      <span className={styles.badge} aria-hidden="true">
        AI
      </span>
      <span className={styles.text}>{t.entry}</span>
      <span aria-hidden="true" className={styles.arrow}>
        ›
      </span>
    </button>
  );
};
