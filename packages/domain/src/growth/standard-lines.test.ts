import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { chartSlot } from './growth-age.ts';
import { lmsValueAtZ } from './lms.ts';
import { zOfPercentile } from './normal.ts';
import { standardLines, weightForLengthLines } from './standard-lines.ts';

const tables = readGrowthTables();

describe('standard lines', () => {
  it('gives seven lines, one point a month by default, on WHO months', () => {
    const r = standardLines(tables, { reference: 'who', indicator: 'weightForAge', sex: '女', range: '0-3' });
    expect(r.lines.map((l) => l.centile)).toEqual([3, 10, 25, 50, 75, 90, 97]);
    const p50 = r.lines[3]?.points ?? [];
    expect(p50).toHaveLength(37);
    expect(p50[12]).toMatchObject({ slot: 372, ageDays: 365.25 });
    // The WHO 2006 median at 365.25 days: a quarter of the way from day 365 to day 366.
    const [d365, d366] = [
      tables.who2006.weightForAge.rows.female[365],
      tables.who2006.weightForAge.rows.female[366],
    ];
    expect(p50[12]?.value).toBeCloseTo((d365?.M ?? 0) * 0.75 + (d366?.M ?? 0) * 0.25, 2);
    expect(r.gaps).toEqual([]);
    expect(r.segments).toEqual([{ source: 'WHO 2006', fromSlot: 0, toSlot: 1116 }]);
  });

  it('samples every slot when asked: 6697 points for 0-18 years', () => {
    const r = standardLines(tables, {
      reference: 'who',
      indicator: 'lengthHeightForAge',
      sex: '男',
      range: '0-18',
      stepSlots: 1,
    });
    expect(r.lines[0]?.points).toHaveLength(6697);
    expect(r.lines[0]?.points[6696]?.slot).toBe(6696);
    // P97 at 10 years on WHO 2007: M(1 + L·S·z) with L = 1.
    const row = tables.who2007.heightForAge.rows.male[60];
    const at10y = r.lines[6]?.points[3720];
    expect(at10y?.ageDays).toBe(chartSlot(3720).ageDays);
    expect(at10y?.value).toBeCloseTo(lmsValueAtZ(row ?? { L: 1, M: 0, S: 0 }, zOfPercentile(97)), 2);
  });

  it('China 0-7: WS/T 423 exact at its printed ages, then the stated WHO fallback', () => {
    const r = standardLines(tables, {
      reference: 'china',
      indicator: 'lengthHeightForAge',
      sex: '女',
      range: '0-7',
    });
    const p3 = r.lines[0]?.points ?? [];
    for (const row of tables.wst423.lengthHeightForAge.female) {
      const point = p3.find((p) => p.slot === row.x * 31);
      expect(point?.value).toBe(row.values[0]);
    }
    expect(r.segments.map((s) => s.source)).toEqual(['WS/T 423-2022', 'WHO 2007', 'WS/T 612-2018']);
    expect(r.gaps).toHaveLength(1);
    expect(r.gaps[0]).toMatchObject({
      code: 'whoFallback',
      usedSource: 'WHO 2007',
      indicator: 'lengthHeightForAge',
    });
  });

  it('China weight 0-18: WS/T 423, WHO 2007 to 10 years, then no line, each gap stated', () => {
    const r = standardLines(tables, {
      reference: 'china',
      indicator: 'weightForAge',
      sex: '男',
      range: '0-18',
    });
    const last = r.lines[3]?.points.at(-1);
    expect(last?.slot).toBe(10 * 372);
    expect(r.gaps.map((g) => g.code).sort()).toEqual(['noReference', 'whoFallback']);
  });

  it('China 7-18 height lines come from WS/T 612: P50 is the printed median at whole years', () => {
    const r = standardLines(tables, {
      reference: 'china',
      indicator: 'lengthHeightForAge',
      sex: '男',
      range: '0-18',
    });
    const p50 = r.lines[3]?.points ?? [];
    for (const row of tables.wst612.male)
      expect(p50.find((p) => p.slot === row.ageYears * 372)?.value).toBe(row.median);
  });

  it('refuses a bad step', () => {
    expect(() =>
      standardLines(tables, {
        reference: 'who',
        indicator: 'bmiForAge',
        sex: '男',
        range: '0-3',
        stepSlots: 0,
      }),
    ).toThrow(RangeError);
  });

  it('draws weight-for-length lines by cm', () => {
    const lines = weightForLengthLines(tables, { reference: 'china', sex: '男', posture: 'lying' });
    const p50 = lines[3]?.points ?? [];
    expect(p50[0]?.lengthHeightCm).toBe(45);
    expect(p50.at(-1)?.lengthHeightCm).toBe(100);
    expect(p50.find((p) => p.lengthHeightCm === 70)?.value).toBe(
      tables.wst423.weightForLength.male.find((r) => r.x === 70)?.values[3],
    );
  });
});
