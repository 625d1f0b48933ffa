import type { OrderStatusView } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client.ts';
import { fetchOrderStatus } from './fetch-order-status.ts';
import { payKeys } from './query-keys.ts';

/** While money is moving (paying, refunding) a receipt asks again, a bounded number of times. */
const FOLLOW_INTERVAL_MS = 2_000;
const FOLLOW_MAX_FETCHES = 30;
const isMoving = (status: string | undefined) => status === 'paying' || status === 'refunding';

/**
 * An order's status for the pay pages; always fetched fresh (money may have moved meanwhile).
 * `follow` keeps asking while a payment or a refund is under way.
 */
export const useOrderStatus = (orderNo: string | null, { follow = false }: { follow?: boolean } = {}) =>
  useQuery<OrderStatusView, ApiError>({
    queryKey: payKeys.status(orderNo ?? ''),
    queryFn: ({ signal }) => fetchOrderStatus(orderNo ?? '', signal),
    enabled: orderNo !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      follow && isMoving(query.state.data?.status) && query.state.dataUpdateCount < FOLLOW_MAX_FETCHES
        ? FOLLOW_INTERVAL_MS
        : false,
  });
