import { Button, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCouponDetail } from '../api/use-coupons.ts';
import { couponStrings as t } from '../strings.ts';
import { couponFace } from '../utils/coupon-face.ts';
import styles from './coupon-detail.module.css';

/** 优惠券规则: one coupon's rules in plain words, where it applies, stacking, validity and state. */
export const CouponDetail = ({ couponCode }: { couponCode: string | null }) => {
  const { data: c, isPending, isError, refetch } = useCouponDetail(couponCode);
  if (couponCode === null || (isError && !c)) {
    return (
      <EmptyState text={t.noCode}>
        {couponCode === null ? null : (
          <Button size="small" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        )}
      </EmptyState>
    );
  }
  if (isPending || !c)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  const face = couponFace(c);
  const rows: [string, string][] = [
    [t.detailRule, c.couponRuleText],
    [t.detailScope, c.scopeText],
    [t.detailStack, c.stackText],
    [t.detailValidity, t.validRange(c.validFrom, c.expirationDate)],
    [t.detailState, c.stateText],
    [t.detailSource, c.source === 'claim' ? t.sourceClaim : t.sourceGrant],
    [t.detailCode, c.couponCode],
  ];
  return (
    <div className={styles.page} data-testid="coupon-detail">
      <div className={`${styles.head} ${c.state === 'unused' ? '' : styles.dim}`}>
        <span className={styles.value}>
          {face.unit === '元' ? `¥${face.value}` : `${face.value}${t.fold}`}
        </span>
        <span className={styles.name}>{c.name}</span>
        <span className={styles.rule}>{c.couponRuleText}</span>
      </div>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div className={styles.row} key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t.detailNote}</p>
    </div>
  );
};
