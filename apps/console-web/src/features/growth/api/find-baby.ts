import { api } from '@sprout/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type FindBabyQuery = { pid: string } | { name: string; phone: string };

/** The children matching a 就诊卡号, or a name and guardian phone (the server audits every look-up). */
export const findBaby = (query: FindBabyQuery) => callApi(api.growth.consoleFindBaby, { query });

export const useFindBaby = () => useMutation({ mutationFn: findBaby });
