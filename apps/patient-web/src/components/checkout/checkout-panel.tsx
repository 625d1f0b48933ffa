import type { api, BodyOf, CheckoutQuote } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { Button, DotLoading, Popup, Radio } from 'antd-mobile';
import { type ReactNode, useId, useState } from 'react';
import { ToggleSwitch } from '../toggles.tsx';
import { checkoutStrings as t } from './checkout-strings.ts';
import styles from './checkout.module.css';

/** What the parent wishes at checkout (every field filled: what the panel shows is what is sent). */
export type CheckoutWishes = Required<
  Pick<BodyOf<typeof api.booking.registrationQuote>, 'coupon' | 'usePoints' | 'usePackageCards'>
>;

/** The wishes a checkout starts with: the best coupon, points and package cards all used. */
export const INITIAL_CHECKOUT_WISHES: CheckoutWishes = {
  coupon: 'best',
  usePoints: true,
  usePackageCards: true,
};

export interface CheckoutPanelProps {
  quote: CheckoutQuote | undefined;
  isQuoting: boolean;
  wishes: CheckoutWishes;
  onWishes: (next: CheckoutWishes) => void;
  /**
   * The panel's own pay bar (应付金额 and the pay button), for a page whose only action is paying
   * (待缴费订单). Left out, the panel ends with 应付金额 and the page's own bar submits.
   */
  pay?: { onPay: () => void; isPaying: boolean };
  /** More options a composing page adds under the switches (电子发票 on 待缴费订单). */
  extra?: ReactNode;
  /**
   * Prefix of the test ids: `<prefix>-checkout`, `<prefix>-pay-amount`, `<prefix>-pay`,
   * `<prefix>-coupon-<couponId>`, `<prefix>-member-note`, `<prefix>-adjustment-<kind>`.
   */
  testIdPrefix: string;
}

const couponLabel = (quote: CheckoutQuote | undefined, wishes: CheckoutWishes) => {
  if (wishes.coupon === 'none') return t.couponNone;
  const chosen = quote?.coupons.find((c) => c.chosen);
  if (chosen) return chosen.name;
  if (!quote || quote.coupons.length === 0) return t.noneAvailable;
  return t.couponBest;
};

/**
 * 结算: every line, every discount with its one-line reason, the coupon picker (each coupon with why it
 * cannot be used), the points and package-card switches and the amount to pay, all from the server's
 * quote. Holds no price of its own: every page that bills through the server's checkout draws it
 * with its own quote call.
 */
export const CheckoutPanel = ({
  quote,
  isQuoting,
  wishes,
  onWishes,
  pay,
  extra,
  testIdPrefix: id,
}: CheckoutPanelProps) => {
  const [picking, setPicking] = useState(false);
  const pointsLabel = useId();
  const cardsLabel = useId();
  const payFen = quote?.payFen ?? 0;
  const due = (
    <div>
      <span className={styles.weak}>{t.toPay} </span>
      <span className={styles.payAmount} data-testid={`${id}-pay-amount`}>
        {t.yuan(formatFen(payFen))}
      </span>
      {quote && quote.discountFen > 0 ? (
        <span className={styles.weak}>
          {' '}
          {t.discount} {t.yuan(formatFen(quote.discountFen))}
        </span>
      ) : null}
    </div>
  );
  return (
    <section className={styles.checkout} aria-label={t.title} data-testid={`${id}-checkout`}>
      <h2 className={styles.title}>
        {t.title} {isQuoting ? <DotLoading /> : null}
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
          <li key={a.kind} className={styles.adjustment} data-testid={`${id}-adjustment-${a.kind}`}>
            <span className={styles.reason}>{a.reason}</span>
            <span className={styles.discount}>{t.minus(formatFen(a.amountFen))}</span>
          </li>
        ))}
        {(quote?.memberDiscountNotes ?? []).map((note) => (
          <li key={note} className={styles.note} data-testid={`${id}-member-note`}>
            {note}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.option} onClick={() => setPicking(true)}>
        <span>{t.coupon}</span>
        <span className={styles.optionValue}>{couponLabel(quote, wishes)} ›</span>
      </button>
      <div className={styles.option}>
        <span id={pointsLabel}>{t.usePoints}</span>
        <ToggleSwitch
          labelledBy={pointsLabel}
          checked={wishes.usePoints && quote?.hasPoints === true}
          disabled={!quote?.hasPoints}
          onChange={(usePoints) => onWishes({ ...wishes, usePoints })}
        />
      </div>
      <div className={styles.option}>
        <span id={cardsLabel}>{t.usePackageCards}</span>
        <ToggleSwitch
          labelledBy={cardsLabel}
          checked={wishes.usePackageCards && quote?.hasPackageCards === true}
          disabled={!quote?.hasPackageCards}
          onChange={(usePackageCards) => onWishes({ ...wishes, usePackageCards })}
        />
      </div>
      {extra}
      {pay ? (
        <div className={styles.payBar}>
          {due}
          <Button
            color="primary"
            shape="rounded"
            disabled={!quote || isQuoting}
            loading={pay.isPaying}
            onClick={pay.onPay}
            data-testid={`${id}-pay`}
          >
            {payFen === 0 ? t.payFree : t.pay(formatFen(payFen))}
          </Button>
        </div>
      ) : (
        <div className={styles.due}>{due}</div>
      )}
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName={styles.popup}>
        <h3 className={styles.title}>{t.couponPickerTitle}</h3>
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
              data-testid={`${id}-coupon-${c.couponId}`}
            >
              <span className={styles.couponName}>
                {c.name}
                {c.chosen ? <span className={styles.chosen}>{t.couponChosen}</span> : null}
              </span>
              <span className={styles.couponRule}>{c.rule}</span>
              {c.blocker && c.usable ? <span className={styles.usableReason}>{c.blocker}</span> : null}
              {c.blocker && !c.usable ? (
                <span className={styles.blocker}>{`${t.couponUnusable}：${c.blocker}`}</span>
              ) : null}
            </Radio>
          ))}
        </Radio.Group>
        <Button block className={styles.close} onClick={() => setPicking(false)}>
          {t.close}
        </Button>
      </Popup>
    </section>
  );
};
