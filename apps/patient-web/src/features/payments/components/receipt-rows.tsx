import type { ReactNode } from 'react';
import styles from './receipt-rows.module.css';

export interface ReceiptRow {
  key: string;
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label-value lines of a receipt. */
export const ReceiptRows = ({ rows }: { rows: (ReceiptRow | false)[] }) => (
  <dl className={styles.rows}>
    {rows.map((row) =>
      row ? (
        <div key={row.key} className={styles.row} data-testid={row.testId}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ) : null,
    )}
  </dl>
);
