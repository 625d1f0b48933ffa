import { describe, expect, it } from 'vitest';
import { buildChartData, type ChildPoint } from '../utils/chart-data.ts';
import {
  alignedData,
  centileSeries,
  linesDiffer,
  type PlotInput,
  plotOptions,
  xScaleRange,
  xTicks,
  yRange,
} from './plot-options.ts';

const line = (centile: number) => ({
  centile,
  name: `P${centile}`,
  points: [0, 372, 744].map((slot) => ({ slot, value: 50 + centile / 10 + slot / 31 })),
});
const LINES = [3, 10, 25, 50, 75, 90, 97].map(line);
const point: ChildPoint = {
  key: 'm1',
  date: '2025-01-01',
  ageLabel: '1岁',
  slot: 372,
  value: 75,
  source: 'clinic',
  percentileText: 'P50',
  z: 0,
};

describe('alignedData', () => {
  it('puts x, the percentile lines, then the child line, home, clinic, corrected and 待核对 points, all as long as x', () => {
    const data = buildChartData(LINES, [point], '0-3', false);
    const columns = alignedData(data);
    expect(columns).toHaveLength(1 + 5 + 5);
    expect(columns[0]).toBe(data.xs);
    expect(columns.slice(1, 6)).toEqual(data.lines.map((l) => l.values));
    expect(columns.slice(6)).toEqual([data.child, data.home, data.clinic, data.corrected, data.pending]);
    for (const column of columns) expect(column).toHaveLength(data.xs.length);
  });
});

describe('yRange', () => {
  it('spares 5 % around the data, on whole units', () => {
    expect(yRange(50, 110, null)).toEqual([47, 113]);
  });
  it('reaches the genetic target band when it lies outside the data', () => {
    expect(yRange(50, 150, { lowCm: 160, highCm: 173 })).toEqual([43, 180]);
  });
  it('opens a flat line by one unit', () => {
    expect(yRange(80, 80, null)).toEqual([79, 81]);
  });
});

describe('linesDiffer', () => {
  const main = buildChartData(LINES, [], '0-7', false).lines;
  const all = buildChartData(LINES, [], '0-7', true).lines;
  it('sees P10 and P90 come and go', () => {
    expect(linesDiffer([3, 25, 50, 75, 97], all)).toBe(true);
    expect(linesDiffer([3, 10, 25, 50, 75, 90, 97], main)).toBe(true);
  });
  it('keeps the series when the same percentiles are drawn with other values', () => {
    expect(linesDiffer([3, 25, 50, 75, 97], main)).toBe(false);
  });
});

describe('centileSeries', () => {
  it('draws P50 stronger and P10, P90 dashed, never across a gap', () => {
    const [p3, p10, , p50, , , p97] = buildChartData(LINES, [], '0-7', true).lines.map(centileSeries);
    expect(p50).toMatchObject({ label: 'P50', width: 1.6, dash: undefined, spanGaps: false });
    expect(p10).toMatchObject({ width: 1, dash: [4, 3] });
    expect(p3).toMatchObject({ stroke: '#f0883e', dash: undefined });
    // P3 and P97 in colours of their own, so the legend tells them apart.
    expect(p97).toMatchObject({ label: 'P97', dash: undefined });
    expect(p97?.stroke).not.toBe(p3?.stroke);
  });
});

describe('plotOptions', () => {
  it('has a series for each percentile line and five for the child, after x', () => {
    const input: PlotInput = { data: buildChartData(LINES, [], '0-7', true), range: '0-7', band: null };
    const options = plotOptions(
      375,
      () => input,
      () => undefined,
    );
    expect(options.series.map((s) => s.label)).toEqual([
      undefined,
      ...['P3', 'P10', 'P25', 'P50', 'P75', 'P90', 'P97'],
      '宝宝',
      '家庭测量',
      '门诊测量',
      '矫正年龄',
      '待核对',
    ]);
    // The 待核对 series only keeps the y range reaching its points: drawPendingMarks draws them.
    expect(options.series[options.series.length - 1]).toMatchObject({ points: { show: false } });
  });
  it('draws the axis labels at 12 px at least (text on the canvas is out of reach of the page checks)', () => {
    const input: PlotInput = { data: buildChartData(LINES, [], '0-7', false), range: '0-7', band: null };
    const options = plotOptions(
      375,
      () => input,
      () => undefined,
    );
    const sizes = (options.axes ?? []).map((a) => Number(/(\d+(?:\.\d+)?)px/.exec(a.font ?? '')?.[1]));
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
  });
  it('reads the range of the latest draw for the x scale and ticks, so one chart serves every range', () => {
    let input: PlotInput = { data: buildChartData(LINES, [], '0-3', false), range: '0-3', band: null };
    const range = xScaleRange(() => input);
    const ticks = xTicks(() => input);
    expect(range()).toEqual([0, 3]);
    expect(ticks()).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    input = { ...input, range: '0-18' };
    expect(range()).toEqual([0, 18]);
    expect(ticks()).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });
});
