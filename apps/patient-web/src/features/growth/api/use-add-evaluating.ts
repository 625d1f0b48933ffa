import { api } from '@sprout/contract';
import { useApiMutation } from '../../../lib/api-client.ts';

/** 生成身高报告 from one saved measurement; the server returns the existing report when there is one. */
export const useAddEvaluating = () => useApiMutation(api.evaluations.addEvaluating, { loading: true });
