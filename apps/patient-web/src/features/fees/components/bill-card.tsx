import type { BillView } from '@sprout/contract';
import { clinicToday, formatFen } from '@sprout/domain';
import { useState } from 'react';
import { TickBox } from '../../../components/toggles.tsx';
import { feeStrings as t } from '../strings.ts';
import styles from './fees.module.css';

interface BillCardProps {
  bill: BillView;
  /** Null: the card is not selectable (已缴费 tab, or a bill being paid). */
  selected: boolean | null;
  onToggle?: () => void;
  /** An action at the card's foot (继续支付, 收据). */
  action?: React.ReactNode;
}

/** One bill: title, total, state; its items expand under it. */
export const BillCard = ({ bill, selected, onToggle, action }: BillCardProps) => {
  const [open, setOpen] = useState(false);
  // The title, date, amount and state; on a bill that can be chosen, a tap anywhere on them chooses it.
  const head = (
    <>
      <div className={styles.cardTitle}>
        <span className={styles.billTitle}>{bill.title}</span>
        <span className={styles.weak}>{clinicToday(new Date(bill.createdAt))}</span>
      </div>
      <div className={styles.cardAmount}>
        <span className={styles.price}>{t.yuan(formatFen(bill.totalFen))}</span>
        <span className={bill.status === 'unpaid' ? styles.stateUnpaid : styles.state}>
          {bill.statusLabel}
        </span>
      </div>
    </>
  );
  return (
    <div className={styles.card} data-testid={`fee-bill-${bill.billId}`}>
      <div className={styles.cardHead}>
        {selected !== null ? (
          <TickBox
            checked={selected}
            onChange={() => onToggle?.()}
            label={t.select(bill.title)}
            testId={`fee-check-${bill.billId}`}
          >
            {head}
          </TickBox>
        ) : (
          head
        )}
      </div>
      <button type="button" className={styles.expand} onClick={() => setOpen(!open)} aria-expanded={open}>
        {t.items(bill.lines.length)} · {open ? t.hideItems : t.showItems}
      </button>
      {open ? (
        <ul className={styles.lines}>
          {bill.lines.map((l) => (
            <li key={`${l.itemCode}-${l.name}`} className={styles.line}>
              <span>
                {l.name}
                <span className={styles.weak}>
                  {' '}
                  {l.categoryLabel} {t.quantity(l.quantity)}
                </span>
              </span>
              <span>{t.yuan(formatFen(l.amountFen))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className={styles.cardFoot}>{action}</div> : null}
    </div>
  );
};
