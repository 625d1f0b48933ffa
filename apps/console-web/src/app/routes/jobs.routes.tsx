import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { FailedJobsRoute } from './jobs/failed-jobs.tsx';

const entry = navEntry('failed-jobs');

/** The console's 失败任务 page, behind its entry's minRole (config/nav-jobs.ts). */
export const jobsRoutes: RouteObject[] = [
  {
    path: entry.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={entry.minRole}>
        <FailedJobsRoute />
      </RequireRole>
    ),
  },
];
