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
  /** 待核对: beyond the plausible limits and not yet confirmed; drawn apart from the line, unscored. */
  pending?: boolean;
  /**
   * The same measurement at the corrected age (born before 37 weeks, under 2 years): drawn as a second
   * point joined to the first, as RCPCH charts do. Null for every other point.
   */
  corrected?: CorrectedPoint | null;
}

export interface CorrectedPoint {
  slot: number | null;
  ageLabel: string | null;
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
  /** Points waiting for review (待核对): their own marks, never joined to the child's line. */
  pending: (number | null)[];
  pendingAt: (ChildPoint | null)[];
  /** The corrected-age points (null elsewhere), and each one's link to its calendar-age point (x in years). */
  corrected: (number | null)[];
  correctedLinks: { fromX: number; toX: number; value: number }[];
  /** Points outside the range (older than it, or past 18 years). */
  outside: number;
  /** Where the reference changes table (x in years): the lines break there instead of joining two tables. */
  boundaries: number[];
  /** Each table's stretch inside the range, oldest first, edged by the boundaries: the chart names them. */
  stretches: Stretch[];
}

export interface Stretch {
  /** The table that draws this stretch (WS/T 423-2022, WHO 2007, …). */
  source: string;
  /** Where it is drawn: x in years, from boundary to boundary. */
  fromX: number;
  toX: number;
  /**
   * The ages it is named with (x in years). A table between two others stands in for the gap between
   * them: from the last age the one before covers to the first age of the one after (WHO 2007 at
   * 6岁9月–7岁, between WS/T 423 and WS/T 612). Otherwise its own first and last ages.
   */
  fromAgeX: number;
  toAgeX: number;
}

/**
 * The stretches of the range, each from the boundary before it (or its first slot) to the boundary
 * after it (or its last slot). A table that starts on the range's last slot draws no stretch.
 */
const stretchesOf = (segments: readonly SegmentInput[], maxSlot: number): Stretch[] => {
  // Neighbours among all the tables, so that WHO's months before WS/T 612 are named alike on 0-7岁
  // (where WS/T 612 only has the last day) and on 0-18岁.
  const ordered = [...segments].sort((a, b) => a.fromSlot - b.fromSlot);
  return ordered.flatMap((seg, i) => {
    if (seg.fromSlot >= maxSlot) return [];
    const prev = ordered[i - 1];
    const next = ordered[i + 1];
    const from = prev ? seg.fromSlot - 0.5 : Math.max(seg.fromSlot, 0);
    const to = next ? next.fromSlot - 0.5 : Math.min(seg.toSlot, maxSlot);
    const between = prev !== undefined && next !== undefined;
    const fromAge = between ? prev.toSlot : Math.max(seg.fromSlot, 0);
    // The last slot a table covers is a whole day of it: its ages run to the next day.
    const toAge = between ? next.fromSlot : Math.min(seg.toSlot + 1, maxSlot);
    return [
      {
        source: seg.source,
        fromX: from / SLOTS_PER_YEAR,
        toX: Math.min(to, maxSlot) / SLOTS_PER_YEAR,
        fromAgeX: fromAge / SLOTS_PER_YEAR,
        toAgeX: Math.min(toAge, maxSlot) / SLOTS_PER_YEAR,
      },
    ];
  });
};

/** The union of two ascending lists of slots, ascending, each slot once (linear, two pointers). */
const unionSorted = (a: readonly number[], b: readonly number[]): number[] => {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    const next = Math.min(x, y);
    if (out.length === 0 || out[out.length - 1] !== next) out.push(next);
    if (x === next) i++;
    if (y === next) j++;
  }
  return out;
};

/** Whether the grid is exactly the line's slots. */
const isGridOf = (grid: readonly number[], own: readonly { slot: number }[]) => {
  if (grid.length !== own.length) return false;
  for (let i = 0; i < grid.length; i++) if (grid[i] !== (own[i] as { slot: number }).slot) return false;
  return true;
};

type LinePoint = StandardLineInput['points'][number];

/** The line's points up to `maxSlot`, ascending: the server's own list when it already is (no copy). */
const ownPoints = (l: StandardLineInput, maxSlot: number): readonly LinePoint[] => {
  const pts = l.points;
  let ascending = true;
  for (let i = 1; i < pts.length && ascending; i++)
    ascending = (pts[i] as LinePoint).slot >= (pts[i - 1] as LinePoint).slot;
  const last = pts[pts.length - 1];
  if (ascending && (!last || last.slot <= maxSlot)) return pts;
  const own = pts.filter((p) => p.slot <= maxSlot);
  return ascending ? own : own.sort((a, b) => a.slot - b.slot);
};

/**
 * A line's value at every x: its own points, and between two of them (no break between) the straight
 * line joining them, so that a child's point between two grid points does not cut the line; null
 * before its first point and after its last. One forward walk: the grid holds every own slot.
 */
const valuesOnGrid = (
  own: readonly LinePoint[],
  grid: readonly number[],
  breaks: readonly number[],
): (number | null)[] => {
  const values = new Array<number | null>(grid.length).fill(null);
  let i = 0;
  let k = 0; // the first break after the previous point (breaks ascend, like the points)
  for (let j = 0; j < own.length; j++) {
    const b = own[j] as LinePoint;
    // Two values on one slot: the later one stands, as a child's later entry does.
    if (i > 0 && grid[i - 1] === b.slot) {
      values[i - 1] = b.value;
      continue;
    }
    const a = own[j - 1];
    if (a) while (k < breaks.length && (breaks[k] as number) <= a.slot) k++;
    const joined = a !== undefined && !(k < breaks.length && (breaks[k] as number) < b.slot);
    for (; (grid[i] as number) < b.slot; i++)
      if (joined)
        values[i] = a.value + ((b.value - a.value) * ((grid[i] as number) - a.slot)) / (b.slot - a.slot);
    values[i++] = b.value;
  }
  return values;
};

/** Index of `slot` in the ascending `grid`, where it is by construction. */
const indexOfSlot = (grid: readonly number[], slot: number): number => {
  let lo = 0;
  let hi = grid.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((grid[mid] as number) < slot) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The chart's data. Drawn when the page opens, and at 0-18 years on the daily grid it is 5 lines of
 * 6,697 slots, on a phone's cold JavaScript: so only linear walks over ascending lists (the server sends
 * every centile on the same slots, so the x axis is usually one line's slots plus a few extra), no Set,
 * Map or sort over all the points (that cost four times this on the P4 bench).
 */
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
  // A break half a slot before each later table starts: the lines are not drawn across it.
  const breaks = segments
    .slice(1)
    .map((seg) => seg.fromSlot - 0.5)
    .filter((b) => b > 0 && b < maxSlot)
    .sort((a, b) => a - b);
  const owns = shown.map((l) => ownPoints(l, maxSlot));

  let grid: number[] = [];
  for (const own of owns)
    if (!isGridOf(grid, own))
      grid = unionSorted(
        grid,
        own.map((p) => p.slot),
      );
  // The points of a baby born early that also stand at a corrected age inside the range.
  const correctedOf = inRange.flatMap((point) => {
    const slot = point.corrected?.slot;
    return slot !== null && slot !== undefined && slot >= 0 && slot <= maxSlot ? [{ point, slot }] : [];
  });
  const extras = [...inRange.map((p) => p.slot as number), ...correctedOf.map((c) => c.slot), ...breaks].sort(
    (a, b) => a - b,
  );
  grid = unionSorted(grid, extras);

  const child = new Array<number | null>(grid.length).fill(null);
  const home = child.slice();
  const clinic = child.slice();
  const pointAt = new Array<ChildPoint | null>(grid.length).fill(null);
  const pendingAt = pointAt.slice();
  const corrected = child.slice();
  const pending = child.slice();
  // Oldest first, so that of two measurements on one day the later entry wins.
  for (const p of inRange) {
    const i = indexOfSlot(grid, p.slot as number);
    if (p.pending) {
      pending[i] = p.value;
      pendingAt[i] = p;
      continue;
    }
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
  const correctedLinks = correctedOf.map(({ point, slot }) => {
    corrected[indexOfSlot(grid, slot)] = point.value;
    return { fromX: (point.slot as number) / SLOTS_PER_YEAR, toX: slot / SLOTS_PER_YEAR, value: point.value };
  });
  return {
    xs: grid.map((slot) => slot / SLOTS_PER_YEAR),
    lines: shown.map((l, i) => ({
      centile: l.centile,
      name: l.name,
      values: valuesOnGrid(owns[i] ?? [], grid, breaks),
    })),
    child,
    home,
    clinic,
    pointAt,
    pending,
    pendingAt,
    corrected,
    correctedLinks,
    outside: points.length - inRange.length,
    boundaries: breaks.map((b) => b / SLOTS_PER_YEAR),
    stretches: stretchesOf(segments, maxSlot),
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
