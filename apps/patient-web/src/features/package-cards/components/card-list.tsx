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
    <button
      type="button"
      className={styles.record}
      data-testid={`card-${card.cardId}`}
      onClick={() => router.navigate(CARD_ROUTES.detail, { cardId: card.cardId })}
    >
      <span className={styles.recordBody}>
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
        {card.status === 'pending' ? (
          <span className={styles.actions}>
            <Button
              size="small"
              color="primary"
              shape="rounded"
              onClick={(e) => {
                e.stopPropagation();
                router.navigate(CARD_ROUTES.onlinePay, { orderNo: card.orderNo });
              }}
            >
              {t.pay}
            </Button>
          </span>
        ) : null}
      </span>
    </button>
  );
};
