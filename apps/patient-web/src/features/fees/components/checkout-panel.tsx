import type { FeeQuote } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { Button, DotLoading, Popup, Radio } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { ToggleSwitch } from '../../../components/toggles.tsx';
import { feeStrings as t } from '../strings.ts';
import styles from './fees.module.css';

export interface CheckoutWishesValue {
  coupon: 'best' | 'none' | number;
  usePoints: boolean;
  usePackageCards: boolean;
}

export interface CheckoutPanelProps {
  quote: FeeQuote | undefined;
  isQuoting: boolean;
  wishes: CheckoutWishesValue;
  onWishes: (next: CheckoutWishesValue) => void;
  onPay: () => void;
  isPaying: boolean;
  /** More options a composing page adds under the switches (电子发票 on 待缴费订单). */
  extra?: ReactNode;
}

const couponLabel = (quote: FeeQuote | undefined, wishes: CheckoutWishesValue) => {
  if (wishes.coupon === 'none') return t.couponNone;
  const chosen = quote?.coupons.find((c) => c.chosen);
  if (chosen) return chosen.name;
  if (!quote || quote.coupons.length === 0) return t.noneAvailable;
  return t.couponBest;
};

/**
 * 结算: every line, every discount with its one-line reason, the coupon picker (each coupon with why it
 * cannot be used), the points and package-card switches and the amount to pay, all from the server's
 * quote. Holds no price of its own: another page that bills through checkout can reuse it.
 */
export const CheckoutPanel = ({
  quote,
  isQuoting,
  wishes,
  onWishes,
  onPay,
  isPaying,
  extra,
}: CheckoutPanelProps) => {
  const [picking, setPicking] = useState(false);
  const pay = quote?.payFen ?? 0;
  return (
    <section className={styles.checkout} aria-label={t.checkoutTitle} data-testid="fee-checkout">
      <h2 className={styles.checkoutTitle}>
        {t.checkoutTitle} {isQuoting ? <DotLoading /> : null}
      </h2>
      <ul className={styles.lines}>
        {(quote?.lines ?? []).map((l) => (
          <li key={l.lineId} className={styles.line}>
            <span>
              {l.name} <span className={styles.weak}>{l.categoryLabel}</span>
            </span>
            <span>{t.yuan(formatFen(l.amountFen))}</span>
          </li>
        ))}
        <li className={styles.line}>
          <span>{t.total}</span>
          <span>{t.yuan(formatFen(quote?.totalFen ?? 0))}</span>
        </li>
      </ul>
      <ul className={styles.adjustments}>
        {(quote?.adjustments ?? []).map((a) => (
          <li key={a.kind} className={styles.adjustment}>
            <span className={styles.reason}>{a.reason}</span>
            <span className={styles.discount}>{t.minus(formatFen(a.amountFen))}</span>
          </li>
        ))}
        {(quote?.memberDiscountNotes ?? []).map((note) => (
          <li key={note} className={styles.note} data-testid="fee-member-note">
            {note}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.option} onClick={() => setPicking(true)}>
        <span>{t.coupon}</span>
        <span className={styles.weak}>{couponLabel(quote, wishes)} ›</span>
      </button>
      <div className={styles.option}>
        <span id="fee-points">{t.usePoints}</span>
        <ToggleSwitch
          labelledBy="fee-points"
          checked={wishes.usePoints && quote?.hasPoints === true}
          disabled={!quote?.hasPoints}
          onChange={(usePoints) => onWishes({ ...wishes, usePoints })}
        />
      </div>
      <div className={styles.option}>
        <span id="fee-cards">{t.usePackageCards}</span>
        <ToggleSwitch
          labelledBy="fee-cards"
          checked={wishes.usePackageCards && quote?.hasPackageCards === true}
          disabled={!quote?.hasPackageCards}
          onChange={(usePackageCards) => onWishes({ ...wishes, usePackageCards })}
        />
      </div>
      {extra}
      <div className={styles.payBar}>
        <div>
          <span className={styles.weak}>{t.toPay} </span>
          <span className={styles.payAmount} data-testid="fee-pay-amount">
            {t.yuan(formatFen(pay))}
          </span>
          {quote && quote.discountFen > 0 ? (
            <span className={styles.weak}>
              {' '}
              {t.discount} {t.yuan(formatFen(quote.discountFen))}
            </span>
          ) : null}
        </div>
        <Button
          color="primary"
          shape="rounded"
          disabled={!quote || isQuoting}
          loading={isPaying}
          onClick={onPay}
          data-testid="fee-pay"
        >
          {pay === 0 ? t.payFree : t.pay(formatFen(pay))}
        </Button>
      </div>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName={styles.popup}>
        <h3 className={styles.checkoutTitle}>{t.couponPickerTitle}</h3>
        <Radio.Group
          value={String(wishes.coupon)}
          onChange={(v) => {
            const coupon = v === 'best' || v === 'none' ? v : Number(v);
            onWishes({ ...wishes, coupon });
            setPicking(false);
          }}
        >
          <Radio value="best" className={styles.radio}>
            {t.couponBest}
          </Radio>
          <Radio value="none" className={styles.radio}>
            {t.couponNone}
          </Radio>
          {(quote?.coupons ?? []).map((c) => (
            <Radio
              key={c.couponId}
              value={String(c.couponId)}
              className={styles.radio}
              disabled={!c.usable}
              data-testid={`fee-coupon-${c.couponId}`}
            >
              <span className={styles.couponName}>
                {c.name}
                {c.chosen ? <span className={styles.chosen}>{t.couponChosen}</span> : null}
              </span>
              <span className={styles.weak}>{c.rule}</span>
              {c.blocker && c.usable ? <span className={styles.usableReason}>{c.blocker}</span> : null}
              {c.blocker && !c.usable ? (
                <span className={styles.blocker}>{`${t.couponUnusable}：${c.blocker}`}</span>
              ) : null}
            </Radio>
          ))}
        </Radio.Group>
        <Button block onClick={() => setPicking(false)}>
          {t.close}
        </Button>
      </Popup>
    </section>
  );
};
