import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { InspectionReportsRoute } from './reports/inspection-reports.tsx';

const entry = navEntry('inspection-reports');

/** The console's 检查报告 screen, behind its entry's minRole (config/nav-reports.ts). */
export const reportsRoutes: RouteObject[] = [
  {
    path: entry.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={entry.minRole}>
        <InspectionReportsRoute />
      </RequireRole>
    ),
  },
];
