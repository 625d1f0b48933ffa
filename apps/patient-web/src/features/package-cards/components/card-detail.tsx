import { DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { clinicMinute } from '../../../lib/clinic-time.ts';
import { useCardDetail } from '../api/use-card-detail.ts';
import { cardStrings as t } from '../strings.ts';
import { yuan } from '../utils/card-text.ts';
import styles from './cards.module.css';

/** 套餐卡详情: the child, expiry, uses left per service, and every use, give-back and refund. */
export const CardDetail = ({ cardId }: { cardId: number }) => {
  const { data: card, isError } = useCardDetail(cardId);
  if (isError) return <EmptyState text={t.missing} />;
  if (!card)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  return (
    <div className={styles.page}>
      <div className={styles.statusBar}>
        {card.name} · {card.expired ? t.expired : t.statusLabels[card.status]}
      </div>
      <section className={styles.section}>
        <div className={styles.row}>
          <span>{t.child}</span>
          <span className={styles.value}>{card.babyName}</span>
        </div>
        <div className={styles.row}>
          <span>{t.price}</span>
          <span className={styles.value}>¥{yuan(card.priceFen)}</span>
        </div>
        {card.expiresOn ? <p className={styles.weak}>{t.expiresOn(card.expiresOn)}</p> : null}
        {card.refundedFen !== null ? (
          <p className={styles.weak}>{t.refunded(yuan(card.refundedFen))}</p>
        ) : null}
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t.services}</h3>
        {card.services.map((s) => (
          <div className={styles.row} key={s.serviceCode} data-testid={`service-${s.serviceCode}`}>
            <span>{s.serviceName}</span>
            <span className={styles.value}>{t.usesOf(s.usesLeft, s.usesTotal)}</span>
          </div>
        ))}
        <p className={styles.weak}>{t.noticeRefund}</p>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t.ledger}</h3>
        {card.uses.map((u) => (
          <div className={styles.row} key={u.id}>
            <span>
              {u.serviceName} · {u.note}
            </span>
            <span className={styles.value}>
              {u.delta > 0 ? `+${u.delta}` : u.delta}次{' '}
              <span className={styles.weak}>{clinicMinute(u.createdAt)}</span>
            </span>
          </div>
        ))}
      </section>
    </div>
  );
};
