import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** order_status: asks the provider while the order is paying, so a returning browser sees the truth. */
export const fetchOrderStatus = (orderNo: string, signal?: AbortSignal) =>
  callApi(
    routes.payments.orderStatus,
    { query: { orderNo } },
    { silent: true, ...(signal ? { signal } : {}) },
  );
