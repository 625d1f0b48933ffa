import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { ComplaintsRoute } from './consultation/complaints.tsx';
import { InboxRoute } from './consultation/inbox.tsx';
import { InquiryRoute } from './consultation/inquiry.tsx';
import { RatingsRoute } from './consultation/ratings.tsx';
import { ServicesRoute } from './consultation/services.tsx';

const routeOf = (key: string, element: ReactNode): RouteObject => {
  const entry = navEntry(key);
  return {
    path: entry.path.replace(/^\//, ''),
    element: <RequireRole minRole={entry.minRole}>{element}</RequireRole>,
  };
};

/** The console's consultation pages: one route per entry of config/nav-consultation.ts, and an inquiry's page. */
export const consultationRoutes: RouteObject[] = [
  routeOf('consult-inbox', <InboxRoute />),
  {
    path: 'consult/inquiry/:inquiryId',
    element: (
      <RequireRole minRole={navEntry('consult-inbox').minRole}>
        <InquiryRoute />
      </RequireRole>
    ),
  },
  routeOf('consult-services', <ServicesRoute />),
  routeOf('consult-ratings', <RatingsRoute />),
  routeOf('consult-complaints', <ComplaintsRoute />),
];
