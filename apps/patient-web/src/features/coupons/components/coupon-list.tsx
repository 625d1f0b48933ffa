import { COUPON_TABS, type CouponTab, type CouponView } from '@sprout/contract';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { couponKeys } from '../api/query-keys.ts';
import { fetchCouponPage, useCouponCounts } from '../api/use-coupons.ts';
import { COUPON_ROUTES } from '../routes.ts';
import { couponStrings as t } from '../strings.ts';
import { couponTabOf, tabTitle } from '../utils/coupon-face.ts';
import { ClaimCentre } from './claim-centre.tsx';
import { CouponCard } from './coupon-card.tsx';
import styles from './coupon-list.module.css';

interface CouponListProps {
  tab: CouponTab;
  onTabChange: (tab: CouponTab) => void;
}

/** 优惠券: my coupons by tab (未使用 / 已使用 / 已过期) with their counts, paged, and the claim centre. */
export const CouponList = ({ tab, onTabChange }: CouponListProps) => {
  const router = useAppRouter();
  const [centreOpen, setCentreOpen] = useState(false);
  const { data: counts } = useCouponCounts();
  const open = (c: CouponView) => router.navigate(COUPON_ROUTES.detail, { couponCode: c.couponCode });
  return (
    <div className={styles.page}>
      <Tabs activeKey={tab} onChange={(key) => onTabChange(couponTabOf(key))} className={styles.tabs}>
        {COUPON_TABS.map((key) => (
          <Tabs.Tab key={key} title={tabTitle(t.tabs[key], counts?.[key])} />
        ))}
      </Tabs>
      <div className={styles.centreBar}>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          className={styles.centreButton}
          data-testid="open-claim-centre"
          onClick={() => setCentreOpen(true)}
        >
          {t.centre}
        </Button>
      </div>
      <PagedList
        key={tab}
        className={styles.list}
        queryKey={couponKeys.page(tab)}
        fetchPage={(pageNum, pageSize) => fetchCouponPage(tab, pageNum, pageSize)}
        keyOf={(c) => c.couponCode}
        renderItem={(c) => <CouponCard coupon={c} onOpen={open} />}
        empty={<EmptyState variant="list" text={t.empty[tab]} />}
      />
      <ClaimCentre visible={centreOpen} onClose={() => setCentreOpen(false)} />
    </div>
  );
};
