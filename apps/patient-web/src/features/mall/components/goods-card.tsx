import type { MallGoods } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { mallStrings as t } from '../strings.ts';
import { exchangeBlock } from '../utils/exchange-rules.ts';
import styles from './mall.module.css';

/** One goods of 积分商城: picture, name, points price, stock, and 兑换 (off, saying why, when it cannot be had). */
export const GoodsCard = ({
  goods,
  balance,
  onExchange,
}: {
  goods: MallGoods;
  balance: number;
  onExchange: () => void;
}) => {
  const blocked = exchangeBlock(goods.stock, goods.pointsPrice, balance);
  return (
    <article className={styles.card} data-testid={`goods-${goods.goodsId}`}>
      {goods.pictureUrls[0] ? (
        <img className={styles.picture} src={goods.pictureUrls[0]} alt={goods.name} loading="lazy" />
      ) : (
        <div className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{goods.name}</h2>
        <span className={styles.price}>{t.points(goods.pointsPrice)}</span>
        <span className={styles.weak}>{t.stock(goods.stock)}</span>
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
