import type { ReactNode } from 'react';
import styles from './info-rows.module.css';

export interface InfoRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Makes the row a link (with an arrow). */
  onClick?: () => void;
  testId?: string;
}

/** Label-value rows inside a section; a row with onClick reads as a link. */
export const InfoRows = ({ rows }: { rows: (InfoRow | null | false)[] }) => (
  <dl className={styles.rows}>
    {rows.map((row) =>
      row ? (
        <div key={row.key} className={styles.row} data-testid={row.testId}>
          <dt>{row.label}</dt>
          <dd>
            {row.onClick ? (
              <button type="button" className={styles.link} onClick={row.onClick}>
                {row.value}
                <span className={styles.arrow} aria-hidden="true">
                  ›
                </span>
              </button>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ) : null,
    )}
  </dl>
);
