import { routes } from '@sprout/contract/routes';
import { callApi } from '../../../lib/api-client.ts';

/** One page of 积分明细 (balance and usable points ride on every page). */
export const fetchPointsPage = (pageNum: number, pageSize: number) =>
  callApi(routes.points.pointsDetails, { query: { pageNum, pageSize } });
