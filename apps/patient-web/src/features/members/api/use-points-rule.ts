import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

/** 积分规则: the figures in force and the lines written from them. */
export const usePointsRule = () =>
  useQuery({ queryKey: memberKeys.pointsRule(), queryFn: () => callApi(routes.points.pointsRule) });
