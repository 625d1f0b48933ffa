/** Pages of the invoice feature, by the spec's route paths. */
export const INVOICE_ROUTES = {
  page: '/pages/newFun/webPages',
} as const;

export const INVOICE_TABS = ['waiting', 'mine'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];
