import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { PICTURE_ROUTES } from '../routes.ts';
import { pictureStrings as s } from '../strings.ts';
import styles from './pictures.module.css';

/** A parent without a baby is shown how to start. */
export const NoBabyForPictures = () => {
  const router = useAppRouter();
  return (
    <EmptyState tip={s.noBaby}>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => router.navigate(PICTURE_ROUTES.addBaby)}
      >
        {s.addBaby}
      </button>
    </EmptyState>
  );
};
