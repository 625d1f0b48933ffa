import { api, type ParsedQueryOf, type ResponseOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { GROWTH_KEYS } from './query-keys.ts';

/** The list's query as the page holds it: every default (page, page size) filled. */
export type MeasurementListQuery = ParsedQueryOf<typeof api.growth.consoleMeasurementList>;
export type MeasurementPage = ResponseOf<typeof api.growth.consoleMeasurementList>;
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
