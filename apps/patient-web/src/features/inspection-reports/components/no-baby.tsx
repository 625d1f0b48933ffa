import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

/**
 * A parent without a baby sees how to start. The form comes back here after saving (`from`), so a
 * parent who arrived with a front desk's 档案二维码 still has the code in the address to bind.
 */
export const NoBabyForReports = () => {
  const router = useAppRouter();
  return (
    <EmptyState tip={s.noBaby}>
      <button
        type="button"
        className={styles.primaryButton}
        data-testid="reports-add-baby"
        onClick={() => router.navigate(REPORT_ROUTES.addBaby, { from: 'reports' })}
      >
        {s.addBaby}
      </button>
    </EmptyState>
  );
};
