import type { ReactNode } from 'react';
import { payStrings as t } from '../strings.ts';
import styles from './amount-header.module.css';

/** The amount, large, with what it pays for under it. */
export const AmountHeader = ({
  amountFen,
  title,
  extra,
}: {
  amountFen: number;
  title: string;
  extra?: ReactNode;
}) => (
  <div className={styles.header}>
    <div className={styles.label}>{t.amountLabel}</div>
    <div className={styles.amount} data-testid="pay-amount">
      {t.yuan(amountFen)}
    </div>
    <div className={styles.title} data-testid="pay-title">
      {title}
    </div>
    {extra}
  </div>
);
