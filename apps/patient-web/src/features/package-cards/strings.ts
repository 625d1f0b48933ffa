import { PACKAGE_CARD_STATUS_LABELS } from '@sprout/domain';

/** 套餐卡 and 套餐卡详情 text (ui-strings.md). */
export const cardStrings = {
  mine: '我的套餐卡',
  onSale: '可购买的套餐卡',
  noCards: '暂无套餐卡',
  buy: '购买',
  pickChild: '为哪个宝宝购买？',
  noChild: '请先添加宝宝',
  cancel: '取消',
  retry: '重新加载',
  validity: (days: number) => `购买后${days}天内有效`,
  usesLeft: (n: number) => `剩余${n}次`,
  usesOf: (left: number, total: number) => `剩余${left}/${total}次`,
  expiresOn: (d: string) => `有效期至${d}`,
  statusLabels: PACKAGE_CARD_STATUS_LABELS,
  expired: '已过期',
  pay: '去支付',
  services: '适用项目',
  ledger: '使用记录',
  child: '宝宝',
  price: '价格',
  refunded: (yuan: string) => `已退卡，退款${yuan}元`,
  missing: '套餐卡不存在',
  noCardId: '没有指定要查看的套餐卡',
  toCards: '查看套餐卡',
  noticeRefund: '未使用的次数可按本院规则折算退款，请到前台办理。',
} as const;
