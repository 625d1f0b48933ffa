import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';
import type { InquiryTab } from '../utils/inquiry-tabs.ts';

/** One page of 问诊记录 (inquiryList) in one state tab, for the paged list. */
export const fetchInquiryPage = (tab: InquiryTab, pageNum: number, pageSize: number) =>
  callApi(routes.consultation.inquiryList, { query: { tab, pageNum, pageSize } });
