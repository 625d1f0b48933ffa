import { POINTS_QUERY_ROOT } from '../../../lib/points-queries.ts';

/** Query keys of member and points data: everything under `members`, so one invalidation refreshes it all. */
export const memberKeys = {
  all: POINTS_QUERY_ROOT,
  status: () => [...memberKeys.all, 'status'] as const,
  cards: () => [...memberKeys.all, 'cards'] as const,
  rule: () => [...memberKeys.all, 'rule'] as const,
  discounts: () => [...memberKeys.all, 'discounts'] as const,
  pointsRule: () => [...memberKeys.all, 'pointsRule'] as const,
  ledger: () => [...memberKeys.all, 'ledger'] as const,
};
