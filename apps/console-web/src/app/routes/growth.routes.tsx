import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { FollowUpsRoute } from './growth/follow-ups.tsx';
import { GrowthMeasurementsRoute } from './growth/measurements.tsx';

/** A child route of the console layout: the entry's path without its leading slash, behind its role. */
const routeOf = (key: string, element: ReactNode): RouteObject => {
  const entry = navEntry(key);
  return {
    path: entry.path.replace(/^\//, ''),
    element: <RequireRole minRole={entry.minRole}>{element}</RequireRole>,
  };
};

/** The console's growth pages: one route per entry of config/nav-growth.ts, behind that entry's minRole. */
export const growthRoutes: RouteObject[] = [
  routeOf('growth-measurements', <GrowthMeasurementsRoute />),
  routeOf('growth-follow-ups', <FollowUpsRoute />),
];
