import { api } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

export interface MeasurementListQuery {
  babyId: number;
  pageNum: number;
  pageSize: number;
}
export type MeasurementPage = z.output<typeof api.growth.consoleMeasurementList.response>;
export type ConsoleMeasurementRow = MeasurementPage['list'][number];
export type ConsoleGrowthBaby = MeasurementPage['baby'];

export const listMeasurements = (query: MeasurementListQuery) =>
  callApi(api.growth.consoleMeasurementList, { query });

export function useMeasurementList(query: MeasurementListQuery | undefined) {
  return useQuery({
    queryKey: [...GROWTH_KEYS.measurements, query],
    queryFn: () => listMeasurements(query as MeasurementListQuery),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}
