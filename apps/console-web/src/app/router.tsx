import { createHashRouter, RouterProvider } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { navEntry } from '../config/navigation.ts';
import { RequireRole, RequireSignedIn } from './guards.tsx';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { ChangePasswordRoute } from './routes/change-password.tsx';
import { clinicSetupRoutes } from './routes/clinic-setup.routes.tsx';
import { consultationRoutes } from './routes/consultation.routes.tsx';
import { consultChatRoutes } from './routes/consult-chat.routes.tsx';
import { couponRoutes } from './routes/coupons.routes.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { growthRoutes } from './routes/growth.routes.tsx';
import { helpRoutes } from './routes/help.routes.tsx';
import { invoicesRoutes } from './routes/invoices.routes.tsx';
import { feesRoutes } from './routes/fees.routes.tsx';
import { jobsRoutes } from './routes/jobs.routes.tsx';
import { membersRoutes } from './routes/members.routes.tsx';
import { LoginRoute } from './routes/login.tsx';
import { reportsRoutes } from './routes/reports.routes.tsx';
import { scheduleRoutes } from './routes/schedules.routes.tsx';
import { valueRoutes } from './routes/value.routes.tsx';
import { StaffRoute } from './routes/staff.tsx';

// Hash routes: the API serves one index.html at /console/ and knows nothing of the pages inside.
const router = createHashRouter([
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/',
    element: (
      <RequireSignedIn>
        <ConsoleLayout />
      </RequireSignedIn>
    ),
    children: [
      { index: true, element: <DashboardRoute /> },
      ...scheduleRoutes,
      ...consultationRoutes,
      ...couponRoutes,
      ...growthRoutes,
      ...membersRoutes,
      ...valueRoutes,
      ...reportsRoutes,
      ...clinicSetupRoutes,
      ...feesRoutes,
      ...jobsRoutes,
      ...invoicesRoutes,
      ...consultChatRoutes,
      ...helpRoutes,
      {
        path: 'staff',
        element: (
          <RequireRole minRole={navEntry('staff').minRole}>
            <StaffRoute />
          </RequireRole>
        ),
      },
      {
        path: 'account/password',
        element: (
          <RequireRole minRole={navEntry('password').minRole}>
            <ChangePasswordRoute />
          </RequireRole>
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
