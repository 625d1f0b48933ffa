import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { ClientErrorsRoute } from './jobs/client-errors.tsx';
import { FailedJobsRoute } from './jobs/failed-jobs.tsx';
import { ReconciliationRoute } from './jobs/reconciliation.tsx';

const entry = navEntry('failed-jobs');
const reconciliation = navEntry('reconciliation');
const clientErrors = navEntry('client-errors');

/** The console's operations pages (失败任务, 前端错误, 对账), each behind its entry's minRole (config/nav-jobs.ts). */
export const jobsRoutes: RouteObject[] = [
  {
    path: entry.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={entry.minRole}>
        <FailedJobsRoute />
      </RequireRole>
    ),
  },
  {
    path: clientErrors.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={clientErrors.minRole}>
        <ClientErrorsRoute />
      </RequireRole>
    ),
  },
  {
    path: reconciliation.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={reconciliation.minRole}>
        <ReconciliationRoute />
      </RequireRole>
    ),
  },
];
