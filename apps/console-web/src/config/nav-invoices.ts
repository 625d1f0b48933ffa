import type { NavEntry } from './navigation.ts';

/** Menu entry of the invoice queue (发票). Its page is mounted by app/routes/invoices.routes.tsx. */
export const invoicesNav: NavEntry[] = [
  {
    key: 'invoices',
    path: '/invoices',
    label: '发票',
    description: '电子发票队列：开具中、开具失败（可重试）、已开具、已红冲',
    minRole: 'manager',
  },
];
