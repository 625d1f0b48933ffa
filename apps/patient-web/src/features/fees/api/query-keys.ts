/** Query keys of fee data: every fee query sits under `fees`, so one invalidation refreshes them. */
export const feeKeys = {
  all: ['fees'] as const,
  unpaid: () => [...feeKeys.all, 'unpaid'] as const,
  paid: () => [...feeKeys.all, 'paid'] as const,
  quote: (wishes: unknown) => [...feeKeys.all, 'quote', wishes] as const,
  receipt: (orderNo: string) => [...feeKeys.all, 'receipt', orderNo] as const,
};
