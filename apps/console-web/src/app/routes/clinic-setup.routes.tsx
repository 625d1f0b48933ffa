import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { DepartmentsRoute } from './clinic-setup/departments.tsx';
import { DoctorsRoute } from './clinic-setup/doctors.tsx';
import { FacilitiesRoute } from './clinic-setup/facilities.tsx';

/** A route for one menu entry, at the entry's path and behind its role. */
const guarded = (key: string, element: ReactNode): RouteObject => {
  const entry = navEntry(key);
  return {
    path: entry.path.slice(1),
    element: <RequireRole minRole={entry.minRole}>{element}</RequireRole>,
  };
};

/**
 * The pages of the console's 院区、科室、医生（含二维码）: one route per entry of config/nav-clinic-setup.ts,
 * each wrapped in RequireRole with that entry's minRole. Kept apart from router.tsx so this
 * part of the console grows without touching the others.
 */
export const clinicSetupRoutes: RouteObject[] = [
  guarded('facilities', <FacilitiesRoute />),
  guarded('departments', <DepartmentsRoute />),
  guarded('doctors', <DoctorsRoute />),
];
