import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { ClinicSessionsRoute } from './schedules/clinic-sessions.tsx';
import { DoctorDayRoute } from './schedules/doctor-day.tsx';
import { HolidaysRoute } from './schedules/holidays.tsx';
import { ScheduleTemplatesRoute } from './schedules/schedule-templates.tsx';

/** A child route of the console layout: the entry's path without its leading slash, behind its role. */
const routeOf = (key: string, element: ReactNode): RouteObject => {
  const entry = navEntry(key);
  return {
    path: entry.path.replace(/^\//, ''),
    element: <RequireRole minRole={entry.minRole}>{element}</RequireRole>,
  };
};

/**
 * The pages of the console's 排班模板、出诊与停诊、节假日、医生今日就诊: one route per entry of config/nav-schedules.ts,
 * each wrapped in RequireRole with that entry's minRole. Kept apart from router.tsx so this
 * part of the console grows without touching the others.
 */
export const scheduleRoutes: RouteObject[] = [
  routeOf('doctor-day', <DoctorDayRoute />),
  routeOf('schedule-templates', <ScheduleTemplatesRoute />),
  routeOf('clinic-sessions', <ClinicSessionsRoute />),
  routeOf('holidays', <HolidaysRoute />),
];
