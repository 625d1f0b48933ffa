import { Skeleton } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { useSelectedBaby } from '../hooks/use-selected-baby.ts';
import { BABY_ROUTES } from '../routes.ts';
import { babyStrings as t } from '../strings.ts';
import { babyAgeText } from '../utils/baby-age.ts';
import { BabyAvatar } from './baby-avatar.tsx';
import styles from './current-baby-card.module.css';
import { SexMark } from './sex-mark.tsx';

/** The home page's baby: the one chosen in 我的宝宝, else the default; an invitation when there is none. */
export const CurrentBabyCard = () => {
  const router = useAppRouter();
  const loggedIn = useSession(hasToken);
  const { baby, isLoading } = useSelectedBaby();

  if (loggedIn && isLoading) {
    return (
      <section className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }

  if (!baby) {
    return (
      <section className={`${styles.card} ${styles.empty}`} data-testid="home-baby-empty">
        <div className={styles.emptyText}>
          <div className={styles.emptyTitle}>{t.noBaby}</div>
          <div className={styles.emptyHint}>{t.noBabyHint}</div>
        </div>
        <button
          type="button"
          className={styles.addButton}
          data-testid="home-add-baby"
          onClick={() => router.navigate(BABY_ROUTES.add)}
        >
          + {t.add}
        </button>
      </section>
    );
  }

  return (
    <section className={styles.card} data-testid="home-baby-card" data-baby-id={baby.babyId}>
      <BabyAvatar name={baby.babyName} sex={baby.sex} size={52} />
      <div className={styles.info}>
        <div className={styles.nameLine}>
          <span className={styles.name}>{baby.babyName}</span>
          <SexMark sex={baby.sex} />
        </div>
        <div className={styles.meta}>{babyAgeText(baby)}</div>
        {baby.geneticHeight !== null ? (
          <div className={styles.meta}>{t.geneticHeight(baby.geneticHeight)}</div>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.switch}
        data-testid="home-switch-baby"
        onClick={() => router.navigate(BABY_ROUTES.list)}
      >
        {t.switch}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path
            d="M2 4h7l-2-2M10 8H3l2 2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </section>
  );
};
