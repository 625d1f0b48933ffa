/**
 * The states of a bought 套餐卡: pending until its order is paid, then active until refunded; closed
 * when its order closed unpaid. Past its last day an active card stays active; the views say `expired`.
 */
export const PACKAGE_CARD_STATUSES = ['pending', 'active', 'refunded', 'closed'] as const;
export type PackageCardStatus = (typeof PACKAGE_CARD_STATUSES)[number];

export const PACKAGE_CARD_STATUS_LABELS: Readonly<Record<PackageCardStatus, string>> = {
  pending: '待支付',
  active: '使用中',
  refunded: '已退卡',
  closed: '已关闭',
};
