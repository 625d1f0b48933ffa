import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { MemberPointsRoute } from './members/member-points.tsx';
import { PointsRulesRoute } from './members/points-rules.tsx';

const members = navEntry('members');
const rules = navEntry('points-rules');

/** 会员 and 积分规则, behind their entries' minRole (config/nav-members.ts). */
export const membersRoutes: RouteObject[] = [
  {
    path: members.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={members.minRole}>
        <MemberPointsRoute />
      </RequireRole>
    ),
  },
  {
    path: rules.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={rules.minRole}>
        <PointsRulesRoute />
      </RequireRole>
    ),
  },
];
