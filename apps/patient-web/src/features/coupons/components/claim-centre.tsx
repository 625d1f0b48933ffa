import type { CouponCentreItem } from '@sprout/contract';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useClaimCoupon } from '../api/use-claim-coupon.ts';
import { useCouponCentre } from '../api/use-coupons.ts';
import { couponStrings as t } from '../strings.ts';
import styles from './claim-centre.module.css';

interface ClaimCentreProps {
  visible: boolean;
  onClose: () => void;
}

/** 领券中心: the campaigns open for claiming, each with 立即领取 or the reason it cannot be claimed. */
export const ClaimCentre = ({ visible, onClose }: ClaimCentreProps) => {
  const { data: items = [], isPending } = useCouponCentre(visible);
  const claim = useClaimCoupon();
  const take = async (item: CouponCentreItem) => {
    await claim.mutateAsync(item.distributionCouponsId);
    toast(t.claimed);
  };
  // A refusal (领完, 每人限领) was toasted by the API client; the list refreshes with the reason.
  const ignore = () => undefined;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div className={styles.head}>
        <h2 className={styles.title}>{t.centre}</h2>
        <Button fill="none" size="small" className={styles.close} onClick={onClose}>
          {t.close}
        </Button>
      </div>
      <p className={styles.hint}>{t.centreHint}</p>
      <div className={styles.list} data-testid="claim-centre">
        {isPending ? (
          <DotLoading color="primary" />
        ) : items.length === 0 ? (
          <EmptyState variant="list" text={t.centreEmpty} />
        ) : (
          items.map((item) => (
            <div className={styles.item} key={item.distributionCouponsId} data-testid="claim-item">
              <div className={styles.info}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.rule}>{item.couponRuleText}</span>
                <span className={styles.meta}>
                  {item.scopeText} · {item.stackText}
                </span>
                <span className={styles.meta}>
                  {item.validityText} · {t.claimUntil(item.claimTo)} · {t.remaining(item.remaining)}
                </span>
              </div>
              {item.claimBlocker === null ? (
                <Button
                  color="primary"
                  size="small"
                  shape="rounded"
                  className={styles.action}
                  loading={claim.isPending && claim.variables === item.distributionCouponsId}
                  onClick={() => void take(item).catch(ignore)}
                >
                  {t.claim}
                </Button>
              ) : (
                <span className={styles.blocker}>{item.claimBlocker}</span>
              )}
            </div>
          ))
        )}
      </div>
    </Popup>
  );
};
