import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { ApiClientsRoute, FeeBillsRoute, FeeItemsRoute } from './fees/fee-pages.tsx';

const mount = (key: string, element: React.ReactNode): RouteObject => {
  const entry = navEntry(key);
  return {
    path: entry.path.replace(/^\//, ''),
    element: <RequireRole minRole={entry.minRole}>{element}</RequireRole>,
  };
};

/** The console's clinic-fee pages, each behind its entry's minRole (config/nav-fees.ts). */
export const feesRoutes: RouteObject[] = [
  mount('fee-bills', <FeeBillsRoute />),
  mount('fee-items', <FeeItemsRoute />),
  mount('api-clients', <ApiClientsRoute />),
];
