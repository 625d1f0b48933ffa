import type { PackageCardProduct } from '@sprout/contract';
import { ActionSheet, Button } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useBuyCard } from '../api/use-buy-card.ts';
import { useCardBabies } from '../api/use-card-babies.ts';
import { CARD_ROUTES } from '../routes.ts';
import { cardStrings as t } from '../strings.ts';
import { servicesText, yuan } from '../utils/card-text.ts';
import styles from './cards.module.css';

/** A card on sale: what it covers, its price and validity; 购买 asks for the child, then opens the pay page. */
export const ProductItem = ({ product }: { product: PackageCardProduct }) => {
  const router = useAppRouter();
  const babies = useCardBabies();
  const buy = useBuyCard();
  const choose = () => {
    const list = babies.data ?? [];
    if (list.length === 0) return toast(t.noChild);
    const sheet = ActionSheet.show({
      extra: t.pickChild,
      cancelText: t.cancel,
      actions: list.map((b) => ({ key: b.babyId, text: b.babyName })),
      onAction: (action) => {
        sheet.close();
        buy
          .mutateAsync({ productId: product.productId, babyId: Number(action.key) })
          .then((order) => router.navigate(CARD_ROUTES.onlinePay, { orderNo: order.orderNo }))
          .catch(() => undefined);
      },
    });
  };
  return (
    <article className={styles.section} data-testid={`product-${product.productId}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.name}>{product.name}</h3>
        <span className={styles.price}>¥{yuan(product.priceFen)}</span>
      </div>
      {product.description ? <p className={styles.weak}>{product.description}</p> : null}
      <p>
        {t.services}：{servicesText(product.services)}
      </p>
      <p className={styles.weak}>{t.validity(product.validityDays)}</p>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          disabled={buy.isPending}
          onClick={choose}
          data-testid={`product-buy-${product.productId}`}
        >
          {t.buy}
        </Button>
      </div>
    </article>
  );
};
