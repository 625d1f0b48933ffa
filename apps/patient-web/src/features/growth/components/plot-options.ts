import type uPlot from 'uplot';
import { growthStrings as s } from '../strings.ts';
import { ageTick, type ChartData, type ChartRange, RANGE_YEARS, ticksFor } from '../utils/chart-data.ts';

/**
 * How the growth chart is drawn with uPlot. The chart is made once and then given new data (an
 * indicator, range or baby changes), so everything that depends on what is shown is read through
 * `input()` when uPlot draws: the x range and ticks, the y range with the genetic band, the reference
 * gaps, the corrected-age links and the band itself.
 */

export const CENTILE_COLORS: Readonly<Record<number, string>> = {
  3: '#f0883e',
  10: '#b8bec7',
  25: '#7fb2f0',
  50: '#00a870',
  75: '#7fb2f0',
  90: '#b8bec7',
  // Not P3's orange: the legend must tell the lowest line from the highest at a glance.
  97: '#8250df',
};
export const CHILD_COLOR = '#1f5fd6';
/** The corrected-age point of a baby born early: the same blue, lighter, so the calendar point leads. */
export const CORRECTED_COLOR = '#7aa7ee';
/** A point waiting for review (待核对): an orange diamond, never joined to the line. */
export const PENDING_COLOR = '#d46b08';
const PENDING_FILL = '#fff3e8';
const BAND_COLOR = 'rgba(0, 168, 112, 0.16)';
export const CHART_HEIGHT = 300;

/** The genetic target band (height, ranges reaching adulthood), drawn over the range's last year. */
export type TargetBand = { lowCm: number; highCm: number } | null;

/** What one draw shows. */
export interface PlotInput {
  data: ChartData;
  range: ChartRange;
  band: TargetBand;
}

type Line = ChartData['lines'][number];

/** A percentile line: P50 stronger, P10 and P90 dashed. Gaps are real (a change of table, an age the table does not cover). */
export const centileSeries = (line: Line): uPlot.Series => ({
  label: line.name,
  stroke: CENTILE_COLORS[line.centile] ?? '#b8bec7',
  width: line.centile === 50 ? 1.6 : 1,
  dash: line.centile === 10 || line.centile === 90 ? [4, 3] : undefined,
  spanGaps: false,
  points: { show: false },
});

/** The child's line, then its home, clinic and corrected-age points (points only); fresh for each chart. */
const childSeries = (): uPlot.Series[] => [
  { label: s.babyLine, stroke: CHILD_COLOR, width: 2, spanGaps: true, points: { show: false } },
  {
    label: s.homePoint,
    paths: () => null,
    points: { show: true, size: 9, width: 2, stroke: CHILD_COLOR, fill: '#fff' },
  },
  {
    label: s.clinicPoint,
    paths: () => null,
    points: { show: true, size: 9, width: 2, stroke: CHILD_COLOR, fill: CHILD_COLOR },
  },
  {
    label: s.correctedPoint,
    paths: () => null,
    points: { show: true, size: 7, width: 2, stroke: CORRECTED_COLOR, fill: '#fff' },
  },
  // Drawn by drawPendingMarks (a diamond). On a scale of its own, so a value far off the lines (that is
  // why it waits) does not squash the chart: it is drawn at the edge instead.
  { label: s.pendingPoint, scale: PENDING_SCALE, paths: () => null, points: { show: false } },
];

/** uPlot's columns, in the order of the series: x, the percentile lines, then the child's five. */
export const alignedData = (data: ChartData): uPlot.AlignedData => [
  data.xs,
  ...data.lines.map((l) => l.values),
  data.child,
  data.home,
  data.clinic,
  data.corrected,
  data.pending,
];

const PENDING_SCALE = 'pending';
/** Half the diagonal of the 待核对 diamond, CSS pixels. */
const PENDING_R = 6;

/**
 * Where a 待核对 point stands, in CSS pixels from the plot's top: at its value on the y scale, or held
 * at the top or bottom edge when its value lies beyond the range the lines and the child's points set.
 */
export const pendingTop = (u: uPlot, value: number): { top: number; beyond: 'above' | 'below' | null } => {
  const height = u.bbox.height / devicePixelRatio;
  const top = u.valToPos(value, 'y');
  if (top < PENDING_R) return { top: PENDING_R, beyond: 'above' };
  if (top > height - PENDING_R) return { top: height - PENDING_R, beyond: 'below' };
  return { top, beyond: null };
};

/**
 * Each point waiting for review as an orange diamond, apart from the child's line and its round points;
 * one held at an edge gets a small arrow pointing the way its value lies.
 */
export const drawPendingMarks = (u: uPlot, { data }: PlotInput): void => {
  const ctx = u.ctx;
  const px = devicePixelRatio;
  const r = PENDING_R * px;
  ctx.save();
  ctx.strokeStyle = PENDING_COLOR;
  ctx.lineWidth = 2 * px;
  data.pending.forEach((value, i) => {
    const x = data.xs[i];
    if (value === null || x === undefined) return;
    const cx = u.valToPos(x, 'x', true);
    const { top, beyond } = pendingTop(u, value);
    const cy = u.bbox.top + top * px;
    ctx.fillStyle = PENDING_FILL;
    ctx.beginPath();
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r, cy);
    ctx.lineTo(cx, cy + r);
    ctx.lineTo(cx - r, cy);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    if (beyond === null) return;
    // A small arrow beside the diamond: the value lies off the chart that way.
    const dir = beyond === 'above' ? -1 : 1;
    const ax = cx + r + 6 * px;
    const tip = cy + dir * 5 * px;
    ctx.fillStyle = PENDING_COLOR;
    ctx.beginPath();
    ctx.moveTo(ax, tip);
    ctx.lineTo(ax - 4 * px, tip - dir * 6 * px);
    ctx.lineTo(ax + 4 * px, tip - dir * 6 * px);
    ctx.closePath();
    ctx.fill();
  });
  ctx.restore();
};

/** The y range: the data (and the band) with 5 % to spare, on whole units. */
export const yRange = (min: number, max: number, band: TargetBand): [number, number] => {
  const lo = Math.min(min, band ? band.lowCm : min);
  const hi = Math.max(max, band ? band.highCm : max);
  const pad = (hi - lo) * 0.05 || 1;
  return [Math.floor(lo - pad), Math.ceil(hi + pad)];
};

/** Whether the percentile lines to draw differ from the ones the chart has (P10 and P90 come and go). */
export const linesDiffer = (drawn: readonly number[], next: readonly Line[]): boolean =>
  drawn.length !== next.length || next.some((l, i) => l.centile !== drawn[i]);

/** The dashed lines where the reference changes table, each corrected-age link, and the target band. */
const drawReferenceMarks = (u: uPlot, { data, range, band }: PlotInput): void => {
  const ctx = u.ctx;
  ctx.save();
  ctx.strokeStyle = '#c9cdd4';
  ctx.setLineDash([3, 3]);
  ctx.lineWidth = 1;
  for (const b of data.boundaries) {
    const x = Math.round(u.valToPos(b, 'x', true)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
  }
  ctx.restore();
  // Each corrected-age point joined to its calendar-age point (RCPCH's way of showing both).
  if (data.correctedLinks.length > 0) {
    ctx.save();
    ctx.strokeStyle = CORRECTED_COLOR;
    ctx.lineWidth = 1.5 * devicePixelRatio;
    for (const link of data.correctedLinks) {
      const y = u.valToPos(link.value, 'y', true);
      ctx.beginPath();
      ctx.moveTo(u.valToPos(link.fromX, 'x', true), y);
      ctx.lineTo(u.valToPos(link.toX, 'x', true), y);
      ctx.stroke();
    }
    ctx.restore();
  }
  if (!band) return;
  const years = RANGE_YEARS[range];
  const x0 = u.valToPos(years - 1, 'x', true);
  const x1 = u.valToPos(years, 'x', true);
  const y0 = u.valToPos(band.highCm, 'y', true);
  const y1 = u.valToPos(band.lowCm, 'y', true);
  ctx.save();
  ctx.fillStyle = BAND_COLOR;
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  ctx.restore();
};

/** The x scale: the whole range, whatever the points (read at each draw). */
export const xScaleRange = (input: () => PlotInput) => (): [number, number] => [
  0,
  RANGE_YEARS[input().range],
];

/** The x ticks of the range shown: every 6 months, year or 2 years. */
export const xTicks = (input: () => PlotInput) => (): number[] => ticksFor(input().range);

/** The chart's options; `input()` is what the latest draw shows, `onDraw` runs after each draw. */
export const plotOptions = (
  width: number,
  input: () => PlotInput,
  onDraw: (u: uPlot) => void,
): uPlot.Options => {
  // 12 px: the least text a parent can read (issue 13); the axis labels are drawn on the canvas.
  const font = '12px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif';
  const axisStroke = '#646a73';
  const grid = { stroke: '#eef0f3', width: 1 };
  const ticks = { stroke: '#dee0e3', width: 1, size: 4 };
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    padding: [12, 12, 0, 0],
    scales: {
      x: { time: false, range: xScaleRange(input) },
      y: { range: (_u, min, max) => yRange(min, max, input().band) },
    },
    axes: [
      {
        stroke: axisStroke,
        font,
        grid,
        ticks,
        size: 30,
        splits: xTicks(input),
        values: (_u, values) => values.map(ageTick),
      },
      { stroke: axisStroke, font, grid, ticks, size: 36, gap: 4 },
    ],
    series: [{}, ...input().data.lines.map(centileSeries), ...childSeries()],
    hooks: {
      drawAxes: [(u) => drawReferenceMarks(u, input())],
      draw: [(u) => drawPendingMarks(u, input()), onDraw],
    },
  };
};
