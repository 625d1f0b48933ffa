import { APP_BASE } from '../../config/constants.ts';

/** Pages the payment feature opens, by the spec's route paths. */
export const PAY_ROUTES = {
  onlinePay: '/pages/newFun/onlinePay',
  surePay: '/pages/newFun/surePay',
  completePay: '/pages/newFun/completePay',
  success: '/pages/otherFun/success',
  orderDetail: '/pages/newFun/orderDetail',
  orderHistory: '/pages/newFun/orderHistory',
  packageCard: '/pages/newFun/setMealDetail',
  feeIndex: '/pages/htmlFee/feeIndex',
  inquiry: '/pages/otherFun/appointmentInfo',
  consumeDetail: '/pages/newFun/consumeDetail',
  book: '/pages/newFun/index',
  home: '/pages/home/index',
} as const;

/**
 * Where the cashier sends the browser back: 确认支付 of this app (the server accepts only paths under
 * /appointment/ and appends result=ok|cancel|fail).
 */
export const surePayReturnUrl = (orderNo: string): string =>
  `${APP_BASE}#${PAY_ROUTES.surePay}?orderNo=${encodeURIComponent(orderNo)}`;
