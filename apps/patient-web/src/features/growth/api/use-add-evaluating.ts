import { routes } from '@sprout/contract/routes';
import { useApiMutation } from '../../../lib/api-client.ts';

/** 生成身高报告 from one saved measurement; the server returns the existing report when there is one. */
export const useAddEvaluating = () => useApiMutation(routes.evaluations.addEvaluating, { loading: true });
