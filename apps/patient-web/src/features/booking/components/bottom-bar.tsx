import type { ReactNode } from 'react';
import styles from './bottom-bar.module.css';

/**
 * The page's primary action, pinned to the bottom where a thumb reaches it, with an optional
 * summary on its left. Pages leave room for it with `bottomBarSpace`.
 */
export const BottomBar = ({ summary, children }: { summary?: ReactNode; children: ReactNode }) => (
  <div className={styles.bar}>
    {summary ? <div className={styles.summary}>{summary}</div> : null}
    <div className={summary ? styles.action : styles.fullAction}>{children}</div>
  </div>
);

export const bottomBarSpace = styles.space;
