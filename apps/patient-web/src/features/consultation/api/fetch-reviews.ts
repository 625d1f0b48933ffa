import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of a doctor's reviews (evaluationList), for the paged list. */
export const fetchReviewPage = (doctorId: number, pageNum: number, pageSize: number) =>
  callApi(routes.consultation.evaluationList, { query: { doctorId, pageNum, pageSize } });
