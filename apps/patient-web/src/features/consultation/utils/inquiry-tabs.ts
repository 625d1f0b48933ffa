import type { INQUIRY_LIST_TABS } from '@sprout/contract';

export type InquiryTab = (typeof INQUIRY_LIST_TABS)[number];

/**
 * The tabs of 问诊记录 in the server's order, with the states named as the contract names them. A
 * Record, so a state added to the contract fails the typecheck here until it has its tab (the zod
 * contract itself stays out of this page's chunk).
 */
export const INQUIRY_TAB_LABELS: Readonly<Record<InquiryTab, string>> = {
  all: '全部',
  pendingPayment: '待支付',
  waiting: '待接诊',
  inProgress: '问诊中',
  completed: '已完成',
  rated: '已评价',
  cancelled: '已取消',
  refunded: '已退款',
};

const TABS = Object.keys(INQUIRY_TAB_LABELS);
const isTab = (text: string): text is InquiryTab => TABS.includes(text);

export const INQUIRY_TABS: readonly InquiryTab[] = TABS.filter(isTab);

/** ?tab= read back; anything else is 全部. */
export const parseTab = (text: string | null): InquiryTab => (text !== null && isTab(text) ? text : 'all');
