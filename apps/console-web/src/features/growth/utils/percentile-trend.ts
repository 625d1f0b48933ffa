/**
 * The points of the side panel's growth chart: each scored visit's height and weight percentile, oldest
 * first, so a doctor sees at a glance whether a child keeps to its channel or crosses lines. Pending
 * (unscored) visits and indicators without a percentile leave no point.
 */
export interface TrendPoint {
  date: string;
  height: number | null;
  weight: number | null;
}

interface ScoredVisit {
  date: string;
  results: readonly { indicator: string; score: { percentile: number | null } | null }[];
}

const percentileOf = (v: ScoredVisit, indicator: string) =>
  v.results.find((r) => r.indicator === indicator)?.score?.percentile ?? null;

export function percentileTrend(visits: readonly ScoredVisit[]): TrendPoint[] {
  return visits
    .map((v) => ({
      date: v.date,
      height: percentileOf(v, 'lengthHeightForAge'),
      weight: percentileOf(v, 'weightForAge'),
    }))
    .filter((p) => p.height !== null || p.weight !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
}
