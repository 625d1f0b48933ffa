import type { Baby } from '@sprout/contract';
import { useState } from 'react';
import type { ChartType } from '../api/use-growth-chart.ts';
import type { ChartRange, ChildPoint } from '../utils/chart-data.ts';

/** What the 生长曲线 card shows of one baby: indicator, age range, all percentiles or not, the tapped point. */
export interface ChartViewState {
  babyId: number;
  type: ChartType;
  range: ChartRange;
  showAll: boolean;
  selected: ChildPoint | null;
}

/** A baby's chart opens on height, over the range that holds its age, with the main percentiles. */
export const initialChartView = (baby: Pick<Baby, 'babyId' | 'age'>): ChartViewState => ({
  babyId: baby.babyId,
  type: 'height',
  range: baby.age.years >= 6 ? '0-18' : baby.age.years >= 3 ? '0-7' : '0-3',
  showAll: false,
  selected: null,
});

/**
 * The view of the current baby, started afresh when the parent switches baby (in the same render, as
 * React's "adjusting state when a prop changes"), so the chart below stays the same chart.
 */
export const useChartView = (baby: Pick<Baby, 'babyId' | 'age'>) => {
  const [view, setView] = useState(() => initialChartView(baby));
  const current = view.babyId === baby.babyId ? view : initialChartView(baby);
  if (current !== view) setView(current);
  const change = (patch: Partial<Omit<ChartViewState, 'babyId'>>) =>
    setView((v) => ({ ...(v.babyId === baby.babyId ? v : initialChartView(baby)), ...patch }));
  return {
    ...current,
    /** Another indicator or range: a tapped point belongs to the old one, so it is let go. */
    setType: (type: ChartType) => change({ type, selected: null }),
    setRange: (range: ChartRange) => change({ range, selected: null }),
    setShowAll: (showAll: boolean) => change({ showAll }),
    setSelected: (selected: ChildPoint | null) => change({ selected }),
  };
};
