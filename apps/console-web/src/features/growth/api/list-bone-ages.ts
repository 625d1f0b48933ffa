import { api, type ResponseOf } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type ConsoleBoneAgeRow = ResponseOf<typeof api.growth.consoleBoneAgeList>[number];

export const listBoneAges = (babyId: number) => callApi(api.growth.consoleBoneAgeList, { query: { babyId } });

export function useBoneAgeList(babyId: number | undefined) {
  return useQuery({
    queryKey: [...GROWTH_KEYS.boneAges, babyId],
    queryFn: () => listBoneAges(babyId as number),
    enabled: babyId !== undefined,
  });
}
