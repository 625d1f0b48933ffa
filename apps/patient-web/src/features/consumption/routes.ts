/** Pages of the consumption feature, by the spec's route paths. */
export const CONSUMPTION_ROUTES = {
  list: '/pages/newFun/consumerRecord',
  detail: '/pages/newFun/consumeDetail',
  /** 发票 (invoices feature): opened by path, features never import each other. */
  invoices: '/pages/newFun/webPages',
  /** 待缴费订单 (fees feature): where a family's first payment usually starts. */
  fees: '/pages/htmlFee/feeIndex',
} as const;
