import { api } from '@sprout/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { type ChartRange, type ChildPoint, slotOf } from '../utils/chart-data.ts';

export type ChartType = 'height' | 'weight' | 'bmi' | 'head';

/** The standard lines of one indicator and range, one point a month (the server's default step). */
export const useStandardLine = (babyId: number, type: ChartType, range: ChartRange) =>
  useQuery({
    queryKey: [api.growth.standardLine.path, babyId, type, range],
    queryFn: ({ signal }) => callApi(api.growth.standardLine, { query: { babyId, type, range } }, { signal }),
    staleTime: 10 * 60_000,
  });

const CURVES = {
  height: api.growth.heightCurve,
  weight: api.growth.weightCurve,
  bmi: api.growth.bmiCurve,
} as const;

/**
 * Head circumference has no curve call: its points are the visits with a head measurement, each
 * scored by growUpCalculation on its date (a parent has a handful of them).
 */
const headPoints = async (babyId: number, signal: AbortSignal): Promise<ChildPoint[]> => {
  const page = await callApi(
    api.growth.measurementList,
    { body: { babyId, pageNum: 1, pageSize: 100 } },
    { signal },
  );
  const visits = page.list.filter((m) => m.headCircumferenceCm !== null).reverse();
  return Promise.all(
    visits.map(async (m): Promise<ChildPoint> => {
      const a = await callApi(
        api.growth.growUpCalculation,
        {
          query: {
            babyId,
            type: 'head',
            val: m.headCircumferenceCm as number,
            date: m.date,
            confirmUnusual: true,
          },
        },
        { signal, silent: true },
      );
      return {
        key: `m${m.measurementId}`,
        date: m.date,
        ageLabel: a.age.text,
        slot: a.age.years < 18 ? slotOf(a.age) : null,
        value: m.headCircumferenceCm as number,
        source: m.source,
        percentileText: a.result.score?.percentileText ?? '—',
        z: a.result.score?.z ?? null,
      };
    }),
  );
};

/** The baby's points of one indicator, oldest first. */
export const useBabyPoints = (babyId: number, type: ChartType) =>
  useQuery({
    queryKey: ['growth-points', babyId, type],
    queryFn: async ({ signal }): Promise<{ unit: string; points: ChildPoint[] }> => {
      if (type === 'head') return { unit: 'cm', points: await headPoints(babyId, signal) };
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
          })),
      };
    },
  });
