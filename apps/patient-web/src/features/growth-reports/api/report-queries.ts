import { routes } from '@sprout/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { callApi, useApiMutation, useApiQuery } from '../../../lib/api-client.ts';

/** The calls of the report pages; errors reach the parent through the API client's toasts. */

export const useEvaluation = (evaluationId: number | null, babyId: number | null) => {
  const byId = useApiQuery(
    routes.evaluations.evaluatingDetails,
    { body: { evaluationId: evaluationId ?? 0 } },
    { enabled: evaluationId !== null },
  );
  const latest = useApiQuery(
    routes.evaluations.latestEvaluatingDetails,
    { body: babyId === null ? {} : { babyId } },
    { enabled: evaluationId === null && babyId !== null },
  );
  return evaluationId !== null ? byId : latest;
};

export const useEvaluationTrend = (babyId: number) =>
  useApiQuery(routes.evaluations.getPastEvaluatingInfo, { body: { babyId } });

export const useMeasurementReport = (measurementId: number) =>
  useApiQuery(routes.evaluations.measurementReport, { body: { measurementId } });

export const useComprehensiveReport = (babyId: number) =>
  useApiQuery(routes.evaluations.comprehensiveReport, { body: { babyId } });

/** The public view: no session needed; the three refusals are shown by the page, not toasted. */
export const useSharedReport = (token: string) =>
  useApiQuery(routes.evaluations.shareDetails, { body: { token } }, { enabled: token !== '', silent: true });

/**
 * A new link belongs in the share history at once: the history (on this page or met later from the
 * cache) is marked stale, and the one on screen is fetched again before the parent looks for it.
 */
export const useShareEvaluation = () => {
  const client = useQueryClient();
  return useApiMutation(routes.evaluations.homePageShare, {
    loading: true,
    onSuccess: () => void client.invalidateQueries({ queryKey: REPORT_LIST_KEYS.shares() }),
  });
};

/** After a delete or revoke, every list and report shown from cache is stale (the share history too). */
const useInvalidateReports = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries();
};

export const useDeleteEvaluation = () => {
  const invalidate = useInvalidateReports();
  return useApiMutation(routes.evaluations.deleteEvaluating, { loading: true, onSuccess: invalidate });
};

export const useRevokeShare = () => {
  const invalidate = useInvalidateReports();
  return useApiMutation(routes.evaluations.revokeShare, { loading: true, onSuccess: invalidate });
};

export const fetchEvaluationPage = (babyId: number, pageNum: number, pageSize: number) =>
  callApi(routes.evaluations.evaluatingList, { body: { babyId, pageNum, pageSize } });

export const fetchMeasurementPage = (babyId: number, pageNum: number, pageSize: number) =>
  callApi(routes.growth.measurementList, { body: { babyId, pageNum, pageSize } });

export const fetchSharePage = (pageNum: number, pageSize: number) =>
  callApi(routes.evaluations.shareList, { body: { pageNum, pageSize } });

export const REPORT_LIST_KEYS = {
  evaluations: (babyId: number) => [routes.evaluations.evaluatingList.path, babyId],
  measurements: (babyId: number) => [routes.growth.measurementList.path, 'reports', babyId],
  shares: () => [routes.evaluations.shareList.path],
} as const;
