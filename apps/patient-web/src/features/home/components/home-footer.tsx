import { useAppRouter } from '../../../lib/router.ts';
import { homeStrings as t } from '../strings.ts';
import styles from './home-footer.module.css';

/** Links to the agreements, reachable by anyone (they are public pages). */
export const HomeFooter = () => {
  const router = useAppRouter();
  return (
    <footer className={styles.footer}>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          onClick={() => router.navigate('/pages/home/agreement')}
        >
          {t.agreement}
        </button>
        <span className={styles.divider} aria-hidden="true">
          |
        </span>
        <button type="button" className={styles.link} onClick={() => router.navigate('/pages/home/secret')}>
          {t.privacy}
        </button>
      </div>
      <div className={styles.note}>{t.footerNote}</div>
    </footer>
  );
};
