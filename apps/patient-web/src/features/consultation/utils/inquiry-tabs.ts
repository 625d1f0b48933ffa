import type { INQUIRY_LIST_TABS } from '@sprout/contract';
import { INQUIRY_STATUS_LABELS } from '@sprout/domain';

export type InquiryTab = (typeof INQUIRY_LIST_TABS)[number];

/**
 * The tabs of 问诊记录 in the server's order, each state named as the domain names it (the server's
 * statusLabel says the same). A Record typed by the contract's tabs, so a state added there fails the
 * typecheck here until it has its label (the zod contract itself stays out of this page's chunk).
 */
export const INQUIRY_TAB_LABELS: Readonly<Record<InquiryTab, string>> = {
  all: '全部',
  ...INQUIRY_STATUS_LABELS,
};

const TABS = Object.keys(INQUIRY_TAB_LABELS);
const isTab = (text: string): text is InquiryTab => TABS.includes(text);

export const INQUIRY_TABS: readonly InquiryTab[] = TABS.filter(isTab);

/** ?tab= read back; anything else is 全部. */
export const parseTab = (text: string | null): InquiryTab => (text !== null && isTab(text) ? text : 'all');
