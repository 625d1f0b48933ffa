import type { PackageCard } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { CARD_ROUTES } from '../routes.ts';
import { cardStrings as t } from '../strings.ts';
import { servicesText } from '../utils/card-text.ts';
import styles from './cards.module.css';

/** One of my cards: name, child, uses left per service, expiry; an unpaid one offers 去支付. */
export const CardItem = ({ card }: { card: PackageCard }) => {
  const router = useAppRouter();
  const label = card.expired ? t.expired : t.statusLabels[card.status];
  return (
    <article className={styles.section} data-testid={`card-${card.cardId}`}>
      <button
        type="button"
        className={styles.cardOpen}
        onClick={() => router.navigate(CARD_ROUTES.detail, { cardId: card.cardId })}
      >
        <span className={styles.cardHead}>
          <strong>{card.name}</strong>
          <span className={styles.tag}>{label}</span>
        </span>
        <span className={styles.weak}>
          {t.child}：{card.babyName}
        </span>
        <span>{servicesText(card.services)}</span>
        <span className={styles.price} data-testid={`card-left-${card.cardId}`}>
          {t.usesOf(card.usesLeft, card.totalUses)}
        </span>
        {card.expiresOn ? <span className={styles.weak}>{t.expiresOn(card.expiresOn)}</span> : null}
      </button>
      {card.status === 'pending' ? (
        <div className={styles.actions}>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => router.navigate(CARD_ROUTES.onlinePay, { orderNo: card.orderNo })}
          >
            {t.pay}
          </Button>
        </div>
      ) : null}
    </article>
  );
};
