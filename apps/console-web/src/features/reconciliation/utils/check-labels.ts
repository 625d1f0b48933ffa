/** What managers call each reconciliation check; a check added later shows its code until named here. */
export const CHECK_LABELS: Record<string, string> = {
  'orders-payments': '订单与到账、退款',
  'order-checkouts': '订单与结算优惠',
  points: '积分余额与流水',
  coupons: '优惠券与订单',
  'package-cards': '套餐卡次数与流水',
  'mall-stock': '积分商城库存',
  invoices: '发票与订单',
};

export const checkLabel = (check: string): string => CHECK_LABELS[check] ?? check;
