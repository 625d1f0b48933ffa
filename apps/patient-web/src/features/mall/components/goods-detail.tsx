import type { MallGoods } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { QueryLoading } from '../../../components/query-status.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useGoodsDetail } from '../api/use-goods-detail.ts';
import { MALL_ROUTES } from '../routes.ts';
import { mallStrings as t } from '../strings.ts';
import { exchangeBlock } from '../utils/exchange-rules.ts';
import { goodsViewState } from '../utils/goods-view.ts';
import { GoodsGallery } from './goods-gallery.tsx';
import styles from './mall.module.css';

type GoodsWithBalance = MallGoods & { balance: number };

/** A goods that is not (or no longer) on sale: nothing to retry, so the way back to 积分商城. */
export const GoodsGone = () => (
  <EmptyWithWay tip={t.goodsMissing} way={{ label: t.toMall, path: MALL_ROUTES.mall }} />
);

const GoodsView = ({ goods }: { goods: GoodsWithBalance }) => {
  const router = useAppRouter();
  // The list's rule, so a goods never reads 兑换 here and 积分不足 on the card beside it.
  const blocked = exchangeBlock(goods.stock, goods.pointsPrice, goods.balance);
  return (
    <div className={styles.page}>
      <GoodsGallery name={goods.name} urls={goods.pictureUrls} />
      <section className={styles.section}>
        <h2 className={styles.title} data-testid="goods-name">
          {goods.name}
        </h2>
        <div className={styles.priceLine}>
          <span className={styles.bigPrice}>{t.points(goods.pointsPrice)}</span>
          <span className={styles.weak} data-testid="goods-stock">
            {t.stock(goods.stock)}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t.myPoints}</span>
          <span className={styles.value} data-testid="goods-balance">
            {t.points(goods.balance)}
          </span>
        </div>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t.introduction}</h3>
        <p className={styles.description} data-testid="goods-description">
          {goods.description.trim() || t.noIntroduction}
        </p>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t.notesTitle}</h3>
        <ul className={styles.notes}>
          {t.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <div className={`sp-bottom-bar ${styles.footer}`}>
        <PrimaryButton
          disabled={blocked !== null}
          onClick={() => router.navigate(MALL_ROUTES.mall, { goodsId: goods.goodsId })}
          data-testid="goods-detail-exchange"
        >
          {blocked ?? t.exchange}
        </PrimaryButton>
      </div>
    </div>
  );
};

/** 商品详情: every picture, the name, price, stock, the whole description, the exchange notes, and 兑换. */
export const GoodsDetail = ({ goodsId }: { goodsId: number }) => {
  const query = useGoodsDetail(goodsId, { silent: true });
  const view = goodsViewState(query);
  switch (view.kind) {
    case 'ready':
      return <GoodsView goods={view.goods} />;
    case 'loading':
      return <QueryLoading />;
    case 'gone':
      return <GoodsGone />;
    case 'failed':
      // The query is silent, so the page says why (network, timeout, server) in place of a toast.
      return (
        <EmptyState tip={view.reason ?? t.loadFailed}>
          <Button className={styles.retry} onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </EmptyState>
      );
    default: {
      const unreachable: never = view;
      return unreachable;
    }
  }
};
