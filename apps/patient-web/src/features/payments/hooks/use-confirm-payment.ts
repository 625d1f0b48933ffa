import type { OrderStatusView } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchOrderStatus } from '../api/fetch-order-status.ts';
import { payKeys } from '../api/query-keys.ts';
import { isMoneyReceived } from '../utils/pay-result.ts';

/** How often and how many times 确认支付 asks before saying the result is still being confirmed. */
export const CONFIRM_INTERVAL_MS = 1_500;
export const CONFIRM_ATTEMPTS = 8;

export type Confirmation =
  | { state: 'confirming' }
  | { state: 'paid'; order: OrderStatusView }
  /** Not paid after the bound (or the order moved elsewhere, e.g. closed). */
  | { state: 'unconfirmed'; order: OrderStatusView | null };

/**
 * After the cashier says ok: the notify may not have arrived yet, so order_status (which settles
 * with the provider while the order is paying) is asked a bounded number of times. To ask again
 * (刷新), mount it afresh.
 */
export const useConfirmPayment = (orderNo: string, enabled: boolean) => {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'confirming' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const run = async () => {
      setConfirmation({ state: 'confirming' });
      let last: OrderStatusView | null = null;
      for (let attempt = 0; attempt < CONFIRM_ATTEMPTS && !controller.signal.aborted; attempt++) {
        if (attempt > 0) await wait(CONFIRM_INTERVAL_MS);
        if (controller.signal.aborted) return;
        try {
          last = await fetchOrderStatus(orderNo, controller.signal);
        } catch {
          continue; // a lost request is asked again on the next round
        }
        queryClient.setQueryData(payKeys.status(orderNo), last);
        if (isMoneyReceived(last.status)) {
          setConfirmation({ state: 'paid', order: last });
          return;
        }
        if (last.status === 'closed') break;
      }
      if (!controller.signal.aborted) setConfirmation({ state: 'unconfirmed', order: last });
    };
    void run();
    return () => {
      controller.abort();
    };
  }, [orderNo, enabled, queryClient]);

  return confirmation;
};
