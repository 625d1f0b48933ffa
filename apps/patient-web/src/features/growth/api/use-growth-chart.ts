import { routes } from '@sprout/contract/routes';
import { slotOfAgeDays } from '@sprout/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { ChartRange, ChildPoint } from '../utils/chart-data.ts';

export type ChartType = 'height' | 'weight' | 'bmi' | 'head';

/** The standard lines of one indicator and range, one point a month (the server's default step). */
export const useStandardLine = (babyId: number, type: ChartType, range: ChartRange) =>
  useQuery({
    queryKey: [routes.growth.standardLine.path, babyId, type, range],
    queryFn: ({ signal }) =>
      callApi(routes.growth.standardLine, { query: { babyId, type, range } }, { signal }),
    staleTime: 10 * 60_000,
  });

const CURVES = {
  height: routes.growth.heightCurve,
  weight: routes.growth.weightCurve,
  bmi: routes.growth.bmiCurve,
  head: routes.growth.headCurve,
} as const;

/** The baby's points of one indicator, oldest first. */
export const useBabyPoints = (babyId: number, type: ChartType) =>
  useQuery({
    queryKey: ['growth-points', babyId, type],
    queryFn: async ({ signal }): Promise<{ unit: string; points: ChildPoint[] }> => {
      const curve = await callApi(CURVES[type], { body: { babyId } }, { signal });
      return {
        unit: curve.unit,
        points: [...curve.points]
          .sort((a, b) => a.ageDays - b.ageDays)
          .map((p) => ({
            key: `m${p.measurementId}`,
            date: p.date,
            ageLabel: p.ageLabel,
            slot: p.slot,
            value: p.value,
            source: p.source,
            percentileText: p.percentileText,
            z: p.z,
            pending: p.reviewState === 'pending',
            corrected: p.corrected
              ? {
                  slot: slotOfAgeDays(p.corrected.ageDays),
                  ageLabel: p.corrected.ageLabel,
                  percentileText: p.corrected.percentileText,
                  z: p.corrected.z,
                }
              : null,
          })),
      };
    },
  });
