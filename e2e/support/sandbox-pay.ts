import { expect } from '@playwright/test';
import { apiGet, baseUrl } from './api.ts';

/**
 * Pays an order on the sandbox cashier as its 确认支付 form does (the form's fields come from the
 * cashier address pay_sign_wx answers). Throws when the cashier does not send the browser back.
 */
export const pressSandboxCashier = async (token: string, orderNo: string): Promise<void> => {
  const params = await apiGet<{ cashierUrl: string | null }>(
    '/api/pay/v1/pay_sign_wx',
    { orderNo, returnUrl: '/appointment/' },
    token,
  );
  if (!params.cashierUrl) throw new Error('the sandbox gave no cashier address');
  const form = new URLSearchParams(new URL(params.cashierUrl, baseUrl()).searchParams);
  form.set('decision', 'pay');
  const res = await fetch(`${baseUrl()}/dev/pay/cashier`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (res.status !== 302 && res.status !== 303) throw new Error(`cashier answered ${res.status}`);
};

/** Pays on the sandbox cashier and waits until the order is paid (the sandbox notifies a moment later). */
export const payOnSandbox = async (token: string, orderNo: string): Promise<void> => {
  await pressSandboxCashier(token, orderNo);
  await expect
    .poll(
      async () => (await apiGet<{ status: string }>('/api/pay/v1/order_status', { orderNo }, token)).status,
      { timeout: 20_000 },
    )
    .toBe('paid');
};
