/** Query keys of invoice data: every invoice query sits under `invoices`, so one invalidation refreshes them. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  waiting: () => [...invoiceKeys.all, 'waiting'] as const,
  titles: () => [...invoiceKeys.all, 'titles'] as const,
  mine: () => [...invoiceKeys.all, 'mine'] as const,
};
