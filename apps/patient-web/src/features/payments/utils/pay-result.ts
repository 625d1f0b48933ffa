/** How a payment attempt ended, as the cashier (or WeChat's sheet) reports it (spec 4). */
export type PayResult = 'ok' | 'cancel' | 'fail';

/** The `result` the cashier appended; anything but ok or cancel is a failure. */
export const parsePayResult = (text: string | null): PayResult =>
  text === 'ok' ? 'ok' : text === 'cancel' ? 'cancel' : 'fail';

/** WeixinJSBridge's getBrandWCPayRequest answer: get_brand_wcpay_request:ok | :cancel | :fail (or other errors). */
export const bridgePayResult = (errMsg: string | undefined): PayResult => {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok';
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
};

/** Order states in which the money has arrived (it may be on its way back since). */
export const isMoneyReceived = (status: string): boolean =>
  status === 'paid' || status === 'refunding' || status === 'refunded';
