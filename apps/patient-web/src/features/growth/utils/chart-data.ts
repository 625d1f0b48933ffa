/**
 * The growth chart's data, on the spec's grid: x is the age in years of the grid (slot / 372, 31
 * slots a month), so the standard lines and the child's points share one axis.
 */
export const SLOTS_PER_YEAR = 372;
export const SLOTS_PER_MONTH = 31;

export type ChartRange = '0-3' | '0-7' | '0-18';
export const RANGE_YEARS: Readonly<Record<ChartRange, number>> = { '0-3': 3, '0-7': 7, '0-18': 18 };

/** The lines drawn by default, and the extra ones of 显示全部百分位. */
export const MAIN_CENTILES = [3, 25, 50, 75, 97] as const;
export const EXTRA_CENTILES = [10, 90] as const;

export interface StandardLineInput {
  centile: number;
  name: string;
  points: readonly { slot: number; value: number }[];
}

export interface ChildPoint {
  key: string;
  date: string;
  ageLabel: string;
  slot: number | null;
  value: number;
  source: 'home' | 'clinic';
  percentileText: string;
  z: number | null;
}

export interface SegmentInput {
  source: string;
  fromSlot: number;
  toSlot: number;
}

export interface ChartData {
  /** x values (years on the grid), ascending. */
  xs: number[];
  lines: { centile: number; name: string; values: (number | null)[] }[];
  /** The child's line (every point), home points, clinic points: null where that x has none. */
  child: (number | null)[];
  home: (number | null)[];
  clinic: (number | null)[];
  /** The child's point at each x index, for a tap. */
  pointAt: (ChildPoint | null)[];
  /** Points outside the range (older than it, or past 18 years). */
  outside: number;
  /** Where the reference changes table (x in years): the lines break there instead of joining two tables. */
  boundaries: number[];
}

export const buildChartData = (
  lines: readonly StandardLineInput[],
  points: readonly ChildPoint[],
  range: ChartRange,
  showAll: boolean,
  segments: readonly SegmentInput[] = [],
): ChartData => {
  const maxSlot = RANGE_YEARS[range] * SLOTS_PER_YEAR;
  const shown = lines.filter(
    (l) =>
      (MAIN_CENTILES as readonly number[]).includes(l.centile) ||
      (showAll && (EXTRA_CENTILES as readonly number[]).includes(l.centile)),
  );
  const inRange = points.filter((p) => p.slot !== null && p.slot >= 0 && p.slot <= maxSlot);
  const slots = new Set<number>();
  for (const l of shown) for (const p of l.points) if (p.slot <= maxSlot) slots.add(p.slot);
  for (const p of inRange) slots.add(p.slot as number);
  // A break half a slot before each later table starts: the lines are not drawn across it.
  const breaks = segments
    .slice(1)
    .map((seg) => seg.fromSlot - 0.5)
    .filter((b) => b > 0 && b < maxSlot);
  for (const b of breaks) slots.add(b);
  const sorted = [...slots].sort((a, b) => a - b);
  const index = new Map(sorted.map((s, i) => [s, i]));
  const empty = () => sorted.map((): number | null => null);

  // A line's value at every x: its own points, and between two of them (no break between) the
  // straight line joining them, so that a child's point between two grid points does not cut the line.
  // Both lists are ascending, so one forward walk finds each x's point: linear in the grid, which
  // matters at 0-18 years on the daily grid (6,697 slots a line).
  const lineValues = shown.map((l) => {
    const own = [...l.points].filter((p) => p.slot <= maxSlot).sort((a, b) => a.slot - b.slot);
    let lo = -1;
    const values = sorted.map((slot): number | null => {
      while (lo + 1 < own.length && (own[lo + 1] as { slot: number }).slot <= slot) lo++;
      const a = own[lo];
      if (!a) return null;
      if (a.slot === slot) return a.value;
      const b = own[lo + 1];
      if (!b || breaks.some((x) => x > a.slot && x < b.slot)) return null;
      return a.value + ((b.value - a.value) * (slot - a.slot)) / (b.slot - a.slot);
    });
    return { centile: l.centile, name: l.name, values };
  });
  const child = empty();
  const home = empty();
  const clinic = empty();
  const pointAt = sorted.map((): ChildPoint | null => null);
  // Oldest first, so that of two measurements on one day the later entry wins.
  for (const p of inRange) {
    const i = index.get(p.slot as number) as number;
    child[i] = p.value;
    pointAt[i] = p;
    if (p.source === 'home') {
      home[i] = p.value;
      clinic[i] = null;
    } else {
      clinic[i] = p.value;
      home[i] = null;
    }
  }
  return {
    xs: sorted.map((s) => s / SLOTS_PER_YEAR),
    lines: lineValues,
    child,
    home,
    clinic,
    pointAt,
    outside: points.length - inRange.length,
    boundaries: breaks.map((b) => b / SLOTS_PER_YEAR),
  };
};

/** An x tick: 0, 6月, 1岁, 1岁6月, 2岁… */
export const ageTick = (years: number): string => {
  const totalMonths = Math.round(years * 12);
  const y = Math.floor(totalMonths / 12);
  const m = totalMonths % 12;
  if (totalMonths === 0) return '0';
  if (y === 0) return `${m}月`;
  return m === 0 ? `${y}岁` : `${y}岁${m}月`;
};

/** The tick step in years for a range: every 6 months, every year, every 2 years. */
export const tickStep = (range: ChartRange): number => (range === '0-3' ? 0.5 : range === '0-7' ? 1 : 2);

/** The ticks of a range. */
export const ticksFor = (range: ChartRange): number[] => {
  const step = tickStep(range);
  const out: number[] = [];
  for (let x = 0; x <= RANGE_YEARS[range] + 1e-9; x += step) out.push(Math.round(x * 100) / 100);
  return out;
};

/** The chart slot of an age (years, months, days). */
export const slotOf = (age: { years: number; months: number; days: number }): number =>
  age.years * SLOTS_PER_YEAR + age.months * SLOTS_PER_MONTH + age.days;
