/** Pages of the clinic-fee feature, and the pay page it hands an order to (by its path). */
export const FEE_ROUTES = {
  index: '/pages/htmlFee/feeIndex',
  onlinePay: '/pages/newFun/onlinePay',
} as const;

/** `?tab=paid` opens 已缴费 (after a payment that checkout covered, or from a receipt link). */
export const PAID_TAB = 'paid';
