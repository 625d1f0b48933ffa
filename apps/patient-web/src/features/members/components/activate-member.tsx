import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { ConsentCheck } from '../../../components/consent-check.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useMemberRule } from '../api/use-member-rule.ts';
import { useMemberStatus } from '../api/use-member-status.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import { DiscountRows } from './discount-rows.tsx';
import styles from './members.module.css';
import { PointsLinks } from './points-links.tsx';

/** 会员积分激活: what membership gives, the notice to agree to, then registmember/loading makes it. */
export const ActivateMember = () => {
  const router = useAppRouter();
  const status = useMemberStatus();
  const rule = useMemberRule();
  const [agreed, setAgreed] = useState(false);
  if (status.isPending || rule.isPending)
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  if (status.data?.isMember)
    return (
      <div className={styles.page}>
        <div className={styles.hero} data-testid="member-active">
          <div className={styles.heroLabel}>{s.alreadyMember}</div>
          <div className={styles.heroNumber}>{status.data.points}</div>
          <div className={styles.heroNote}>{s.balance}</div>
        </div>
        <PointsLinks />
      </div>
    );
  const activate = () => {
    if (!agreed || !rule.data) return toast(s.mustAgree);
    router.redirect(MEMBER_ROUTES.activating, { v: rule.data.noticeVersion });
  };
  return (
    <div className={styles.page}>
      <PageSection title={s.activateTitle}>
        <p className={styles.lead}>{s.activateLead}</p>
        {rule.data ? <DiscountRows discounts={rule.data.discounts} /> : null}
      </PageSection>
      <ConsentCheck
        className={styles.consent}
        checked={agreed}
        onChange={setAgreed}
        label={s.agree}
        links={[{ text: s.noticeLink, path: MEMBER_ROUTES.notice }]}
        testId="member-agree"
      />
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={activate} data-testid="member-activate">
          {s.activate}
        </Button>
      </div>
    </div>
  );
};
