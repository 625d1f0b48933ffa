import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of 我的发票 (PagedList asks page by page). */
export const fetchMyInvoices = (pageNum: number, pageSize: number) =>
  callApi(routes.invoices.invoiceList, { query: { pageNum, pageSize } });
