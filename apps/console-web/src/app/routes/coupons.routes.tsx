import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { CampaignsRoute } from './coupons/campaigns.tsx';

const entry = navEntry('coupon-campaigns');

/** The console's coupon pages: one route per entry of config/nav-coupons.ts. */
export const couponRoutes: RouteObject[] = [
  {
    path: entry.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={entry.minRole}>
        <CampaignsRoute />
      </RequireRole>
    ),
  },
];
