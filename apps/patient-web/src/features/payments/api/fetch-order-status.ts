import { api } from '@sprout/contract';
import { callApi } from '../../../lib/api-client.ts';

/** order_status: asks the provider while the order is paying, so a returning browser sees the truth. */
export const fetchOrderStatus = (orderNo: string, signal?: AbortSignal) =>
  callApi(api.payments.orderStatus, { query: { orderNo } }, { silent: true, ...(signal ? { signal } : {}) });
