import type { Address } from '@sprout/contract';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { usePickedAddress } from '../../../stores/picked-address.ts';
import { useDeliveryAddresses } from '../api/use-delivery-addresses.ts';
import { useExchange } from '../api/use-exchange.ts';
import { useGoodsDetail } from '../api/use-goods-detail.ts';
import { MALL_ROUTES } from '../routes.ts';
import { mallStrings as t } from '../strings.ts';
import { maxQuantity, quantityFrom, totalPoints } from '../utils/exchange-rules.ts';
import { goodsViewState } from '../utils/goods-view.ts';
import { GoodsGone } from './goods-detail.tsx';
import styles from './mall.module.css';

/** − quantity + with 44 px buttons that say what they do. */
const QuantityStepper = ({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
}) => (
  <div className={styles.stepper}>
    <button
      type="button"
      className={styles.stepButton}
      aria-label={t.fewer}
      disabled={value <= 1}
      onClick={() => onChange(value - 1)}
    >
      −
    </button>
    <output
      className={styles.stepValue}
      aria-live="polite"
      aria-label={t.quantity}
      data-testid="exchange-quantity"
    >
      {value}
    </output>
    <button
      type="button"
      className={styles.stepButton}
      aria-label={t.more}
      disabled={value >= max}
      onClick={() => onChange(value + 1)}
    >
      +
    </button>
  </div>
);

const addressLine = (a: Address) => `${a.provinceName}${a.cityName}${a.areaName ?? ''}${a.detail}`;

/** The address the exchange ships to: the one picked on 收货地址 if it still exists, else the default. */
const useShipTo = (): { address: Address | null; isPending: boolean } => {
  const picked = usePickedAddress((s) => s.picked);
  const { data: addresses, isPending } = useDeliveryAddresses();
  const list = addresses ?? [];
  const current = list.find((a) => a.id === picked?.id) ?? list[0] ?? null;
  return { address: current, isPending };
};

/** 确认兑换 (积分商城 with ?goodsId=): quantity, the delivery address, the points it costs. */
export const ExchangeConfirm = ({
  goodsId,
  quantityText,
}: {
  goodsId: number;
  quantityText: string | null;
}) => {
  const router = useAppRouter();
  const goods = useGoodsDetail(goodsId);
  const shipTo = useShipTo();
  const exchange = useExchange();
  const view = goodsViewState(goods);
  // Goods taken off sale (4004) cannot be exchanged: the way back to 积分商城, not a retry.
  if (view.kind === 'gone') return <GoodsGone />;
  if (view.kind === 'failed') return <QueryRetry text={t.retry} onRetry={() => void goods.refetch()} />;
  if (view.kind === 'loading' || shipTo.isPending) return <QueryLoading />;
  const g = view.goods;
  const max = maxQuantity(g.stock, g.pointsPrice, g.balance);
  const quantity = quantityFrom(quantityText, max);
  const total = totalPoints(g.pointsPrice, quantity);
  const address = shipTo.address;
  const pickAddress = () =>
    router.navigate(MALL_ROUTES.addressList, { mode: 'select', selectedId: address?.id ?? null });
  const submit = async () => {
    if (!address) return pickAddress();
    const done = await exchange.mutateAsync({ goodsId, quantity, addressId: address.id });
    toast(t.done);
    router.redirect(MALL_ROUTES.detail, { exchangeId: done.exchangeId });
  };
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <div className={styles.goodsLine}>
          {g.pictureUrls[0] ? <img className={styles.thumb} src={g.pictureUrls[0]} alt={g.name} /> : null}
          <div>
            <h2 className={styles.name}>{g.name}</h2>
            <span className={styles.price}>{t.points(g.pointsPrice)}</span>
            <p className={styles.weak}>{g.description}</p>
          </div>
        </div>
        <div className={styles.row}>
          <span>{t.quantity}</span>
          <QuantityStepper
            value={quantity}
            max={Math.max(1, max)}
            onChange={(n) => router.redirect(MALL_ROUTES.mall, { goodsId, quantity: n })}
          />
        </div>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t.address}</h3>
        <button
          type="button"
          className={styles.addressButton}
          onClick={pickAddress}
          data-testid="exchange-address"
        >
          {address ? (
            <>
              <strong>
                {address.recipient} {address.mobile}
              </strong>
              <span className={styles.weak}>{addressLine(address)}</span>
            </>
          ) : (
            <span>{t.pickAddress}</span>
          )}
        </button>
      </section>
      <section className={styles.section}>
        <div className={styles.row}>
          <span>{t.myPoints}</span>
          <span className={styles.value}>{t.points(g.balance)}</span>
        </div>
        <div className={styles.row}>
          <span>{t.total}</span>
          <span className={styles.price} data-testid="exchange-total">
            {t.points(total)}
          </span>
        </div>
        {max > 0 ? <p className={styles.weak}>{t.balanceAfter(g.balance - total)}</p> : null}
      </section>
      <div className={`sp-bottom-bar ${styles.footer}`}>
        <PrimaryButton
          disabled={max === 0 || exchange.isPending}
          onClick={() => void submit().catch(() => undefined)}
          data-testid="exchange-submit"
        >
          {max === 0 ? (g.stock === 0 ? t.soldOut : t.notEnough) : address ? t.submit : t.pickAddress}
        </PrimaryButton>
      </div>
    </div>
  );
};
