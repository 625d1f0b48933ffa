import type { CouponView } from '@sprout/contract';
import { couponStrings as t } from '../strings.ts';
import { couponFace } from '../utils/coupon-face.ts';
import styles from './coupon-card.module.css';

interface CouponCardProps {
  coupon: CouponView;
  onOpen: (coupon: CouponView) => void;
}

/** One coupon: its figure, name, rule and last day; greyed with its state once used or expired. */
export const CouponCard = ({ coupon, onOpen }: CouponCardProps) => {
  const face = couponFace(coupon);
  const dim = coupon.state !== 'unused';
  return (
    <button
      type="button"
      className={`${styles.card} ${dim ? styles.dim : ''}`}
      data-testid="coupon-card"
      onClick={() => onOpen(coupon)}
    >
      <span className={styles.face}>
        <span className={styles.value}>
          {face.unit === '元' ? <small className={styles.unit}>¥</small> : null}
          {face.value}
          {face.unit === '折' ? <small className={styles.unit}>{t.fold}</small> : null}
        </span>
        <span className={styles.rule}>{coupon.couponRuleText}</span>
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{coupon.name}</span>
        <span className={styles.meta}>{coupon.scopeText}</span>
        <span className={styles.meta}>{t.validUntil(coupon.expirationDate)}</span>
      </span>
      {dim ? <span className={styles.stamp}>{coupon.stateText}</span> : null}
    </button>
  );
};
