import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of 兑换记录 for the paged list. */
export const fetchExchangePage = (pageNum: number, pageSize: number) =>
  callApi(routes.mall.exchangeList, { query: { pageNum, pageSize } });
