import { api, type ResponseOf } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type ConsolePubertyRow = ResponseOf<typeof api.growth.consolePubertyList>[number];

export const listPuberty = (babyId: number) => callApi(api.growth.consolePubertyList, { query: { babyId } });

export function usePubertyList(babyId: number | undefined) {
  return useQuery({
    queryKey: [...GROWTH_KEYS.puberty, babyId],
    queryFn: () => (babyId === undefined ? Promise.resolve([]) : listPuberty(babyId)),
    enabled: babyId !== undefined,
  });
}
