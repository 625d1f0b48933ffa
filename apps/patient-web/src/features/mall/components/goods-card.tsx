import type { MallGoods } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { mallStrings as t } from '../strings.ts';
import { exchangeBlock } from '../utils/exchange-rules.ts';
import styles from './mall.module.css';

/**
 * One goods of 积分商城: picture, name, points price and stock open 商品详情 (one button, named by its
 * text); 兑换 under them goes straight to the exchange, off and saying why when it cannot be had.
 */
export const GoodsCard = ({
  goods,
  balance,
  onOpen,
  onExchange,
}: {
  goods: MallGoods;
  balance: number;
  onOpen: () => void;
  onExchange: () => void;
}) => {
  const blocked = exchangeBlock(goods.stock, goods.pointsPrice, balance);
  return (
    <article className={styles.card} data-testid={`goods-${goods.goodsId}`}>
      <button
        type="button"
        className={styles.cardOpen}
        onClick={onOpen}
        data-testid={`goods-open-${goods.goodsId}`}
      >
        {goods.pictureUrls[0] ? (
          // The name is read beside it, so the picture adds nothing to the button's name.
          <img className={styles.picture} src={goods.pictureUrls[0]} alt="" loading="lazy" />
        ) : (
          <span className={styles.picture} aria-hidden="true" />
        )}
        <span className={styles.cardBody}>
          <span className={styles.name}>{goods.name}</span>
          <span className={styles.price}>{t.points(goods.pointsPrice)}</span>
          <span className={styles.weak}>{t.stock(goods.stock)}</span>
        </span>
      </button>
      <div className={styles.cardAction}>
        <Button
          color="primary"
          shape="rounded"
          className={styles.exchangeButton}
          disabled={blocked !== null}
          onClick={onExchange}
          data-testid={`goods-exchange-${goods.goodsId}`}
        >
          {blocked ?? t.exchange}
        </Button>
      </div>
    </article>
  );
};
