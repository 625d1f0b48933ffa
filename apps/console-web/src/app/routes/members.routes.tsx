import type { RouteObject } from 'react-router';
import { navEntry } from '../../config/navigation.ts';
import { RequireRole } from '../guards.tsx';
import { MemberPointsRoute } from './members/member-points.tsx';
import { MemberCardsRoute } from './members/member-cards.tsx';
import { PointsRulesRoute } from './members/points-rules.tsx';

const members = navEntry('members');
const rules = navEntry('points-rules');
const cards = navEntry('member-cards');

/** 会员, 积分规则 and 会员卡折扣, behind their entries' minRole (config/nav-members.ts). */
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
  {
    path: cards.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={cards.minRole}>
        <MemberCardsRoute />
      </RequireRole>
    ),
  },
];
