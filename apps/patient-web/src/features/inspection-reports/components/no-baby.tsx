import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { GROWTH_ROUTES } from '../../growth/routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

/** A parent without a baby sees how to start. */
export const NoBabyForReports = () => {
  const router = useAppRouter();
  return (
    <EmptyState tip={s.noBaby}>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => router.navigate(GROWTH_ROUTES.addBaby)}
      >
        {s.addBaby}
      </button>
    </EmptyState>
  );
};
