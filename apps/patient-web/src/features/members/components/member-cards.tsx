import { Button, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useMemberCards } from '../api/use-member-cards.ts';
import { useMemberDiscounts } from '../api/use-member-discounts.ts';
import { useMemberStatus } from '../api/use-member-status.ts';
import { MEMBER_ROUTES } from '../routes.ts';
import { memberStrings as s } from '../strings.ts';
import { clinicDateTime, groupedCardNumber } from '../utils/points-text.ts';
import { DiscountRows } from './discount-rows.tsx';
import styles from './members.module.css';
import { PointsLinks } from './points-links.tsx';

/** 会员查询: membership, the balance, a card per bound clinic record, and the discounts they give. */
export const MemberCards = () => {
  const router = useAppRouter();
  const status = useMemberStatus();
  const isMember = status.data?.isMember === true;
  const cards = useMemberCards(isMember);
  const discounts = useMemberDiscounts();
  if (status.isPending)
    return (
      <div className={styles.loading}>
        <DotLoading />
      </div>
    );
  if (!isMember)
    return (
      <EmptyState tip={s.notMember}>
        <Button
          color="primary"
          onClick={() => router.navigate(MEMBER_ROUTES.activate)}
          data-testid="member-go-activate"
        >
          {s.goActivate}
        </Button>
      </EmptyState>
    );
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.heroLabel}>{s.balance}</div>
        <div className={styles.heroNumber} data-testid="member-balance">
          {status.data?.points ?? 0}
        </div>
        {status.data?.activatedAt ? (
          <div className={styles.heroNote}>
            {s.activatedAt(clinicDateTime(status.data.activatedAt).slice(0, 10))}
          </div>
        ) : null}
      </div>
      <PointsLinks />
      <PageSection title={s.cardsTitle}>
        {cards.data?.length === 0 ? <div className={styles.hint}>{s.noCards}</div> : null}
        {cards.data?.map((c) => (
          <div key={c.cardId} className={styles.card} data-testid="member-card">
            <div className={styles.cardType}>{c.cardTypeName}</div>
            <div className={styles.cardNumber}>{groupedCardNumber(c.cardNumber)}</div>
            <div className={styles.cardLine}>{`${s.cardHolder}：${c.babyName ?? c.pid}`}</div>
          </div>
        ))}
      </PageSection>
      <PageSection title={s.discountsTitle}>
        <DiscountRows discounts={discounts.data?.list ?? []} />
      </PageSection>
    </div>
  );
};
