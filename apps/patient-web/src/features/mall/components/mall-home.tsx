import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useGoodsList } from '../api/use-goods-list.ts';
import { MALL_ROUTES } from '../routes.ts';
import { mallStrings as t } from '../strings.ts';
import { GoodsCard } from './goods-card.tsx';
import styles from './mall.module.css';

/** 积分商城 (the bar shows no title): my points, 兑换记录, and the goods on sale (each opens 商品详情). */
export const MallHome = () => {
  const router = useAppRouter();
  const { data, isPending, isError, refetch } = useGoodsList();
  if (isPending) return <QueryLoading />;
  if (isError) return <QueryRetry text={t.retry} onRetry={() => void refetch()} />;
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h1>{t.heading}</h1>
          <span className={styles.balance} data-testid="mall-balance">
            {t.myPoints}
            <strong>{data.balance}</strong>
          </span>
        </div>
        <button
          type="button"
          className={styles.heroLink}
          onClick={() => router.navigate(MALL_ROUTES.records)}
        >
          {t.records}
        </button>
      </header>
      {data.list.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <div className={styles.grid}>
          {data.list.map((goods) => (
            <GoodsCard
              key={goods.goodsId}
              goods={goods}
              balance={data.balance}
              onOpen={() => router.navigate(MALL_ROUTES.goods, { goodsId: goods.goodsId })}
              onExchange={() => router.navigate(MALL_ROUTES.mall, { goodsId: goods.goodsId })}
            />
          ))}
        </div>
      )}
    </div>
  );
};
