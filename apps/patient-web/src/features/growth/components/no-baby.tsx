import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { GROWTH_ROUTES } from '../routes.ts';
import { growthStrings as s } from '../strings.ts';
import styles from './growth.module.css';

/** A parent without a baby (or logged out) sees how to start. */
export const NoBaby = () => {
  const router = useAppRouter();
  return (
    <EmptyState tip={s.noBaby}>
      <button
        type="button"
        className={styles.primaryButton}
        data-testid="growth-add-baby"
        onClick={() => router.navigate(GROWTH_ROUTES.addBaby)}
      >
        {s.addBaby}
      </button>
    </EmptyState>
  );
};
