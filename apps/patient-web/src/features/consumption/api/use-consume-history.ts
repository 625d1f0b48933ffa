import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of 消费记录 (PagedList asks page by page). */
export const fetchConsumeHistory = (pageNum: number, pageSize: number) =>
  callApi(routes.consumption.consumeHistory, { query: { pageNum, pageSize } });
