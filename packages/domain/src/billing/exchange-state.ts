/**
 * A points-mall exchange (积分商城 兑换单): waiting to be shipped, shipped, delivered; cancelled only
 * before shipping, which gives the points and the stock back.
 */
export const EXCHANGE_STATUSES = ['waiting', 'shipped', 'delivered', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

export const EXCHANGE_STATUS_LABELS: Readonly<Record<ExchangeStatus, string>> = {
  waiting: '待发货',
  shipped: '已发货',
  delivered: '已完成',
  cancelled: '已取消',
};
