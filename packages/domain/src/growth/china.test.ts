import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { assessMeasurement } from './assess.ts';
import { daysOfMonths } from './growth-age.ts';
import { centilesAt, referenceAtAge, referenceAtLength } from './reference.ts';
import { formatPercentile, scoreValue } from './score.ts';
import { CENTILE_COLUMNS, type CentileSeries, type TableSex } from './tables.ts';

const tables = readGrowthTables();
const t423 = tables.wst423;
const SEXES: TableSex[] = ['male', 'female'];
const AGE_SERIES = ['weightForAge', 'lengthHeightForAge', 'bmiForAge', 'headCircumferenceForAge'] as const;

/** A small seeded generator (mulberry32) so that a failing case can be replayed. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('C2: WS/T 423-2022 is exact at every tabulated age and percentile', () => {
  it.each(AGE_SERIES)('%s: every printed row, both sexes, every column', (indicator) => {
    let checked = 0;
    for (const sex of SEXES) {
      for (const row of t423[indicator][sex]) {
        const { point, gaps } = referenceAtAge(tables, 'china', indicator, sex, daysOfMonths(row.x));
        expect(gaps).toEqual([]);
        if (point?.model !== 'centiles') throw new Error(`no WS/T 423 point at ${row.x} months`);
        expect(point.source).toBe('WS/T 423-2022');
        expect(point.values).toEqual(row.values);
        // A measurement equal to a printed value gets exactly that column's percentile.
        row.values.forEach((v, c) => {
          const score = scoreValue(point, v);
          expect(score.percentile).toBe(CENTILE_COLUMNS[c]);
          expect(score.linesAtOrBelow).toBe(c + 1);
          checked += 1;
        });
      }
    }
    expect(checked).toBe((t423[indicator].male.length + t423[indicator].female.length) * 7);
  });

  it.each([
    ['weightForLength', 300],
    ['weightForHeight', 1000],
  ] as const)('%s: every printed length/height row', (table, ageDays) => {
    for (const sex of SEXES) {
      for (const row of t423[table][sex]) {
        const { point } = referenceAtLength(tables, 'china', sex, ageDays, row.x);
        if (point?.model !== 'centiles') throw new Error(`no point at ${row.x} cm`);
        expect(point.values).toEqual(row.values);
      }
    }
  });
});

describe('C2: monotone between tabulated ages (property test)', () => {
  const all: { name: string; series: CentileSeries; breaks: number[] }[] = [];
  for (const sex of SEXES) {
    for (const k of AGE_SERIES) {
      const breaks = k === 'lengthHeightForAge' || k === 'bmiForAge' ? [23] : [];
      all.push({ name: `${k} ${sex}`, series: t423[k][sex], breaks });
    }
    all.push({ name: `weightForLength ${sex}`, series: t423.weightForLength[sex], breaks: [] });
    all.push({ name: `weightForHeight ${sex}`, series: t423.weightForHeight[sex], breaks: [] });
  }

  it('20 000 random points: inside their neighbours, in the direction of the data, percentiles ordered', () => {
    const random = seeded(20260423);
    for (let n = 0; n < 20_000; n += 1) {
      const pick = all[Math.floor(random() * all.length)];
      if (!pick) throw new Error('no series');
      const { series, breaks, name } = pick;
      const i = Math.floor(random() * (series.length - 1));
      const lo = series[i];
      const hi = series[i + 1];
      if (!lo || !hi) throw new Error('no rows');
      const [t1, t2] = [random(), random()].sort((a, b) => a - b) as [number, number];
      const x1 = lo.x + t1 * (hi.x - lo.x);
      const x2 = lo.x + t2 * (hi.x - lo.x);
      const v1 = centilesAt(series, x1, breaks);
      const v2 = centilesAt(series, x2, breaks);
      if (!v1 || !v2) throw new Error(`${name}: nothing at ${x1}`);
      const c = Math.floor(random() * 7);
      const [a, b] = [lo.values[c] ?? 0, hi.values[c] ?? 0];
      const at1 = v1[c] ?? Number.NaN;
      const at2 = v2[c] ?? Number.NaN;
      const context = `${name} P${CENTILE_COLUMNS[c]} between ${lo.x} and ${hi.x}`;
      expect(at1, context).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-9);
      expect(at1, context).toBeLessThanOrEqual(Math.max(a, b) + 1e-9);
      if (b >= a) expect(at2, context).toBeGreaterThanOrEqual(at1 - 1e-9);
      else expect(at2, context).toBeLessThanOrEqual(at1 + 1e-9);
      // The seven lines stay in order at every age.
      for (let k = 1; k < 7; k += 1) expect(v1[k], context).toBeGreaterThan(v1[k - 1] ?? Number.NaN);
    }
  });

  it('2 000 random measurements: a larger value never gets a smaller percentile, within P3–P97', () => {
    const random = seeded(423);
    for (let n = 0; n < 2_000; n += 1) {
      const sex: TableSex = random() < 0.5 ? 'male' : 'female';
      const indicator = AGE_SERIES[Math.floor(random() * 3)] ?? 'weightForAge';
      const months = random() * 81;
      const { point } = referenceAtAge(tables, 'china', indicator, sex, daysOfMonths(months));
      if (point?.model !== 'centiles') throw new Error('no point');
      const [p3 = 0, , , , , , p97 = 0] = point.values;
      const [y1, y2] = [p3 + random() * (p97 - p3), p3 + random() * (p97 - p3)].sort((a, b) => a - b) as [
        number,
        number,
      ];
      const s1 = scoreValue(point, y1);
      const s2 = scoreValue(point, y2);
      expect(s1.position).toBe('withinP3P97');
      expect(s2.percentile ?? Number.NaN).toBeGreaterThanOrEqual(s1.percentile ?? Number.NaN);
      expect(s1.percentile ?? Number.NaN).toBeGreaterThanOrEqual(3);
      expect(s2.percentile ?? Number.NaN).toBeLessThanOrEqual(97);
    }
  });
});

describe('percentile-only tables report outside P3/P97 without inventing a z', () => {
  it('says <P3 and >P97 and gives no z-score', () => {
    // Boys at 12 months, WS/T 423 weight: 0.1 kg outside the printed P3 and P97.
    const row = t423.weightForAge.male.find((r) => r.x === 12);
    if (!row) throw new Error('no 12-month row');
    const low = assessMeasurement(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfMonths(12),
      indicator: 'weightForAge',
      value: (row.values[0] ?? 0) - 0.1,
    });
    expect(low.score).toMatchObject({ z: null, percentile: null, position: 'belowP3', linesAtOrBelow: 0 });
    expect(low.score && formatPercentile(low.score)).toBe('<P3');
    const high = assessMeasurement(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfMonths(12),
      indicator: 'weightForAge',
      value: (row.values[6] ?? 0) + 0.1,
    });
    expect(high.score).toMatchObject({ z: null, percentile: null, position: 'aboveP97', linesAtOrBelow: 7 });
    expect(high.score && formatPercentile(high.score)).toBe('>P97');
  });

  it('gives P50 exactly z 0 and a value between P25 and P50 a percentile between them', () => {
    const row = t423.lengthHeightForAge.female.find((r) => r.x === 36);
    if (!row) throw new Error('no row');
    const at = (value: number) =>
      assessMeasurement(tables, {
        reference: 'china',
        sex: '女',
        ageDays: daysOfMonths(36),
        indicator: 'lengthHeightForAge',
        value,
      }).score;
    expect(at(row.values[3] ?? 0)?.z).toBe(0);
    const mid = at(((row.values[2] ?? 0) + (row.values[3] ?? 0)) / 2);
    expect(mid?.percentile).toBeGreaterThan(25);
    expect(mid?.percentile).toBeLessThan(50);
  });
});
