import type { CheckoutQuote } from '@sprout/contract';
import type { CheckoutWishes } from './checkout-panel.tsx';

/**
 * What the spending call (addAppointment, inquiryCreate, inquiryAgain) is sent: exactly what the quote on
 * screen used. 自动选择最优 is sent as the coupon it chose (or none), and a switch the family has nothing
 * for as off, so the server never spends a coupon, points or a card use the parent did not see; a named
 * coupon gone meanwhile is refused (4009).
 */
export const spentWishes = (wishes: CheckoutWishes, quote: CheckoutQuote): CheckoutWishes => ({
  coupon: wishes.coupon === 'best' ? (quote.couponId ?? 'none') : wishes.coupon,
  usePoints: wishes.usePoints && quote.hasPoints,
  usePackageCards: wishes.usePackageCards && quote.hasPackageCards,
});
