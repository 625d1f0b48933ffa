import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { FailedJobsRoute } from './jobs/failed-jobs.tsx';
import { ReconciliationRoute } from './jobs/reconciliation.tsx';

const entry = navEntry('failed-jobs');
const reconciliation = navEntry('reconciliation');

/** The console's operations pages (失败任务, 对账), each behind its entry's minRole (config/nav-jobs.ts). */
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
    path: reconciliation.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={reconciliation.minRole}>
        <ReconciliationRoute />
      </RequireRole>
    ),
  },
];
