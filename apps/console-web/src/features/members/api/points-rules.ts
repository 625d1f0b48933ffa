import { api, type BodyOf } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const POINTS_RULES_KEY = ['points-rules'] as const;

export function usePointsRules() {
  return useQuery({ queryKey: POINTS_RULES_KEY, queryFn: () => callApi(api.pointsConsole.rules) });
}

export type PointsRulesInput = BodyOf<typeof api.pointsConsole.saveRules>;
