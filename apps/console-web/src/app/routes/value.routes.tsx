import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { MallRoute } from './value/mall.tsx';
import { PackageCardsRoute } from './value/package-cards.tsx';

const cards = navEntry('package-cards');
const mall = navEntry('mall');

/** 套餐卡 and 积分商城, behind their entries' minRole (config/nav-value.ts). */
export const valueRoutes: RouteObject[] = [
  {
    path: cards.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={cards.minRole}>
        <PackageCardsRoute />
      </RequireRole>
    ),
  },
  {
    path: mall.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={mall.minRole}>
        <MallRoute />
      </RequireRole>
    ),
  },
];
