import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every points query (积分明细's pages and balance, the member status with its balance):
 * the members feature keys its queries under it, and any feature that moves points (积分转赠, a mall
 * exchange and its cancel) invalidates it, so 积分明细 shows the new rows without a reload.
 */
export const POINTS_QUERY_ROOT = ['members'] as const;

/** Marks the points ledger and balances stale (active ones refetch now, the rest when next shown). */
export const invalidatePoints = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: POINTS_QUERY_ROOT });
