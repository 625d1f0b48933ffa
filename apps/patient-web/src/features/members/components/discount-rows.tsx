import type { MemberDiscountView } from '../utils/member-types.ts';
import { memberStrings as s } from '../strings.ts';
import styles from './members.module.css';

/** The card type's discount per fee category. */
export const DiscountRows = ({ discounts }: { discounts: readonly MemberDiscountView[] }) =>
  discounts.length === 0 ? (
    <div className={styles.hint}>{s.noDiscounts}</div>
  ) : (
    <div data-testid="member-discounts">
      {discounts.map((d) => (
        <div key={d.category} className={styles.row}>
          <span>{d.categoryName}</span>
          <span className={styles.plus}>{d.label.replace(`会员${d.categoryName}`, '')}</span>
        </div>
      ))}
    </div>
  );
