import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export type ConsoleBoneAgeRow = z.output<typeof api.growth.consoleBoneAgeList.response>[number];

export const listBoneAges = (babyId: number) => callApi(api.growth.consoleBoneAgeList, { query: { babyId } });

export function useBoneAgeList(babyId: number | undefined) {
  return useQuery({
    queryKey: [...GROWTH_KEYS.boneAges, babyId],
    queryFn: () => listBoneAges(babyId as number),
    enabled: babyId !== undefined,
  });
}
