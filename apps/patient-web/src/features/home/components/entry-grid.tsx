import { useAppRouter } from '../../../lib/router.ts';
import { useClickThrottle } from '../../../lib/throttle.ts';
import { homeStrings as t } from '../strings.ts';
import { EntryIcon } from './entry-icon.tsx';
import styles from './entry-grid.module.css';
import { HOME_ENTRY_SECTIONS } from './home-entries.ts';

/** The entries to every area of the product, four to a row, in three labelled groups. */
export const EntryGrid = () => {
  const router = useAppRouter();
  // A double tap with a wriggling child must open one page, not two.
  const open = useClickThrottle((path: string) => router.navigate(path));
  return (
    <>
      {HOME_ENTRY_SECTIONS.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`home-${section.key}`}>
          <h2 id={`home-${section.key}`} className={styles.heading}>
            {t.sections[section.key]}
          </h2>
          <div className={styles.grid}>
            {section.entries.map((entry) => (
              <button
                key={entry.path}
                type="button"
                className={styles.entry}
                data-testid={`home-entry-${entry.path.replace('/pages/', '').replaceAll('/', '-')}`}
                onClick={() => open(entry.path)}
              >
                <span className={`${styles.tile} ${styles[entry.tone]}`}>
                  <EntryIcon name={entry.icon} />
                </span>
                <span className={styles.label}>{entry.label}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </>
  );
};
