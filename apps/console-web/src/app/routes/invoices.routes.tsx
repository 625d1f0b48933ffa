import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { InvoiceQueueRoute } from './invoices/invoice-queue.tsx';

const entry = navEntry('invoices');

/** The console's 发票 queue, behind its entry's minRole (config/nav-invoices.ts). */
export const invoicesRoutes: RouteObject[] = [
  {
    path: entry.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={entry.minRole}>
        <InvoiceQueueRoute />
      </RequireRole>
    ),
  },
];
