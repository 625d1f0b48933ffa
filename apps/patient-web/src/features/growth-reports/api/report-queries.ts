import { api } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi, useApiMutation, useApiQuery } from '../../../lib/api-client.ts';

/** The calls of the report pages; errors reach the parent through the API client's toasts. */

export const useEvaluation = (evaluationId: number | null, babyId: number | null) => {
  const byId = useApiQuery(
    api.evaluations.evaluatingDetails,
    { body: { evaluationId: evaluationId ?? 0 } },
    { enabled: evaluationId !== null },
  );
  const latest = useApiQuery(
    api.evaluations.latestEvaluatingDetails,
    { body: babyId === null ? {} : { babyId } },
    { enabled: evaluationId === null && babyId !== null },
  );
  return evaluationId !== null ? byId : latest;
};

export const useEvaluationTrend = (babyId: number) =>
  useApiQuery(api.evaluations.getPastEvaluatingInfo, { body: { babyId } });

export const useMeasurementReport = (measurementId: number) =>
  useApiQuery(api.evaluations.measurementReport, { body: { measurementId } });

export const useComprehensiveReport = (babyId: number) =>
  useApiQuery(api.evaluations.comprehensiveReport, { body: { babyId } });

/** The public view: no session needed; the three refusals are shown by the page, not toasted. */
export const useSharedReport = (token: string) =>
  useApiQuery(api.evaluations.shareDetails, { body: { token } }, { enabled: token !== '', silent: true });

export const useShareEvaluation = () => useApiMutation(api.evaluations.homePageShare, { loading: true });

/** After a delete or revoke, every list and report shown from cache is stale. */
const useInvalidateReports = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries();
};

export const useDeleteEvaluation = () => {
  const invalidate = useInvalidateReports();
  return useApiMutation(api.evaluations.deleteEvaluating, { loading: true, onSuccess: invalidate });
};

export const useRevokeShare = () => {
  const invalidate = useInvalidateReports();
  return useApiMutation(api.evaluations.revokeShare, { loading: true, onSuccess: invalidate });
};

export const fetchEvaluationPage = (babyId: number, pageNum: number, pageSize: number) =>
  callApi(api.evaluations.evaluatingList, { body: { babyId, pageNum, pageSize } });

export const fetchMeasurementPage = (babyId: number, pageNum: number, pageSize: number) =>
  callApi(api.growth.measurementList, { body: { babyId, pageNum, pageSize } });

export const fetchSharePage = (pageNum: number, pageSize: number) =>
  callApi(api.evaluations.shareList, { body: { pageNum, pageSize } });

export const REPORT_LIST_KEYS = {
  evaluations: (babyId: number) => [api.evaluations.evaluatingList.path, babyId],
  measurements: (babyId: number) => [api.growth.measurementList.path, 'reports', babyId],
  shares: () => [api.evaluations.shareList.path],
} as const;
