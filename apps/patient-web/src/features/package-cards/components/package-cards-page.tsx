import { Button, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCardProducts } from '../api/use-card-products.ts';
import { useMyCards } from '../api/use-my-cards.ts';
import { cardStrings as t } from '../strings.ts';
import { CardItem } from './card-list.tsx';
import styles from './cards.module.css';
import { ProductItem } from './product-item.tsx';

/** 套餐卡: my cards with their uses left, and the cards on sale when the clinic sells them. */
export const PackageCardsPage = () => {
  const mine = useMyCards();
  const products = useCardProducts();
  if (mine.isPending || products.isPending)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  if (mine.isError || products.isError)
    return (
      <div className={styles.loading}>
        <Button size="small" onClick={() => void Promise.all([mine.refetch(), products.refetch()])}>
          {t.retry}
        </Button>
      </div>
    );
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t.mine}</h2>
      {mine.data.length === 0 ? (
        <EmptyState text={t.noCards} variant="list" />
      ) : (
        mine.data.map((card) => <CardItem key={card.cardId} card={card} />)
      )}
      {products.data.onSale ? (
        <>
          <h2 className={styles.heading}>{t.onSale}</h2>
          {products.data.list.map((p) => (
            <ProductItem key={p.productId} product={p} />
          ))}
        </>
      ) : (
        <p className={styles.notice} data-testid="cards-off">
          {products.data.notice}
        </p>
      )}
    </div>
  );
};
