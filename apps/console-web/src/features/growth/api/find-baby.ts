import { api, type QueryOf } from '@sprout/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type FindBabyQuery = QueryOf<typeof api.growth.consoleFindBaby>;

/** The children matching a 就诊卡号, or a name and guardian phone (the server audits every look-up). */
export const findBaby = (query: FindBabyQuery) => callApi(api.growth.consoleFindBaby, { query });

export const useFindBaby = () => useMutation({ mutationFn: findBaby });
