import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of AI问诊记录 (chatSessionHistoryList), newest first, for the paged list. */
export const fetchSessionPage = (pageNum: number, pageSize: number) =>
  callApi(routes.aiConsult.chatSessionHistoryList, { query: { pageNum, pageSize } });
