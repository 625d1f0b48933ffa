import { api } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { POINTS_RULES_KEY, type PointsRulesInput } from './points-rules.ts';

/** A new version of the points rules, in force at once (the server audits it with the reason). */
export function useSavePointsRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRulesInput) => callApi(api.pointsConsole.saveRules, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POINTS_RULES_KEY }),
  });
}
