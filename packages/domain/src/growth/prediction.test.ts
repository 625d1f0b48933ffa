import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { daysOfMonths, daysOfYears } from './growth-age.ts';
import { bayleyPinneauGroupOf, geneticTarget, PREDICTION_CAVEAT, predictAdultHeight } from './prediction.ts';

const tables = readGrowthTables();

describe('genetic target (C3 reused)', () => {
  it('is (father + mother ± 13) / 2 with the ±6.5 cm band', () => {
    expect(geneticTarget(175, 160, '男')).toEqual({
      targetCm: 174,
      lowCm: 167.5,
      highCm: 180.5,
      bandCm: 6.5,
    });
    expect(geneticTarget(175, 160, '女')).toEqual({
      targetCm: 161,
      lowCm: 154.5,
      highCm: 167.5,
      bandCm: 6.5,
    });
  });
});

describe('predicted adult height: percentile method', () => {
  it('WHO, girl of exactly 10 years, 140 cm, no bone age: worked by hand', () => {
    // WHO 2007 girls at 120 months: L 1, M 138.6363, S 0.04614 → z = (140 − 138.6363)/(138.6363 × 0.04614) = 0.213189.
    // At 228 months: M 163.1548, S 0.04009 → 163.1548 × (1 + 0.04009 × 0.213189) = 164.549; 1 SD = M·S = 6.54.
    const { predictions, unavailable } = predictAdultHeight(tables, {
      reference: 'who',
      sex: '女',
      ageDays: daysOfMonths(120),
      heightCm: 140,
    });
    expect(predictions).toHaveLength(1);
    const p = predictions[0];
    expect(p).toMatchObject({
      method: 'percentile',
      predictedCm: 164.5,
      placedAt: 'chronologicalAge',
      sources: ['WHO 2007'],
    });
    expect(p?.z).toBeCloseTo(0.213189, 5);
    expect(p?.uncertainty).toMatchObject({ plusMinusCm: 6.5, isConvention: true });
    expect(p?.healthyChildrenOnly).toBe(true);
    expect(p?.caveat).toBe(PREDICTION_CAVEAT);
    expect(unavailable).toEqual([
      { method: 'bayleyPinneau', reason: '没有骨龄，无法使用Bayley-Pinneau法。' },
    ]);
  });

  it('China, boy of 10 with a bone age of 11: placed at the bone age on WS/T 612, carried to 18', () => {
    // WS/T 612 boys at 11: −1 SD 138.20, median 146.01 → z = −1 + (140 − 138.20)/7.81 = −0.769526.
    // At 18: −1 SD 165.12, median 171.42 → 165.12 + 0.230474 × 6.30 = 166.572; 1 SD = (177.73 − 165.12)/2 = 6.305.
    const { predictions } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfYears(10),
      heightCm: 140,
      boneAge: { years: 11, method: 'GP' },
    });
    const p = predictions.find((x) => x.method === 'percentile');
    expect(p).toMatchObject({ predictedCm: 166.6, placedAt: 'boneAge', sources: ['WS/T 612-2018'] });
    expect(p?.z).toBeCloseTo(-0.769526, 5);
    expect(p?.uncertainty.plusMinusCm).toBe(6.3);
  });

  it('a bone age read more than 3 months from the height is not used', () => {
    const { predictions, unavailable } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfYears(10),
      heightCm: 140,
      boneAge: { years: 11, readAtAgeDays: daysOfYears(10) - 120 },
    });
    expect(predictions.map((p) => p.method)).toEqual(['percentile']);
    expect(predictions[0]?.placedAt).toBe('chronologicalAge');
    expect(predictions[0]?.notes).toContain('骨龄片与这次身高测量相隔超过3个月，未使用骨龄。');
    expect(unavailable[0]?.method).toBe('bayleyPinneau');
  });

  it('is not given when a WS/T 423 height lies outside P3–P97 (the table gives no z there)', () => {
    const row = tables.wst423.lengthHeightForAge.male.find((r) => r.x === 36);
    const { predictions, unavailable } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfMonths(36),
      heightCm: (row?.values[0] ?? 0) - 1,
    });
    expect(predictions).toEqual([]);
    expect(unavailable.map((u) => u.method)).toEqual(['percentile', 'bayleyPinneau']);
  });

  it('notes that before 2 years the percentile is a weak guide, and that China mixes two surveys', () => {
    const { predictions } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '女',
      ageDays: 300,
      heightCm: 70,
    });
    expect(predictions[0]?.notes.join('')).toContain('2岁以前');
    expect(predictions[0]?.sources).toEqual(['WS/T 423-2022', 'WS/T 612-2018']);
  });

  it('uses the corrected age of a baby born early', () => {
    const { predictions } = predictAdultHeight(tables, {
      reference: 'who',
      sex: '男',
      ageDays: 200,
      heightCm: 62,
      gestation: { weeks: 30 },
    });
    expect(predictions[0]?.placedAt).toBe('correctedAge');
  });

  it('refuses nonsense input', () => {
    expect(() =>
      predictAdultHeight(tables, { reference: 'who', sex: '男', ageDays: 100, heightCm: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      predictAdultHeight(tables, { reference: 'who', sex: '男', ageDays: -1, heightCm: 60 }),
    ).toThrow(RangeError);
  });
});

describe('predicted adult height: Bayley-Pinneau', () => {
  it('groups by bone age against chronological age, ±1 year', () => {
    expect(bayleyPinneauGroupOf(11, 10)).toBe('accelerated');
    expect(bayleyPinneauGroupOf(10.9, 10)).toBe('average');
    expect(bayleyPinneauGroupOf(9.1, 10)).toBe('average');
    expect(bayleyPinneauGroupOf(9, 10)).toBe('retarded');
  });

  it('boy of 10, 140 cm, bone age 11 (accelerated): 140 / 76.7 % = 182.5 cm', () => {
    const { predictions } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfYears(10),
      heightCm: 140,
      boneAge: { years: 11, method: 'GP' },
    });
    const bp = predictions.find((p) => p.method === 'bayleyPinneau');
    expect(bp).toMatchObject({
      predictedCm: 182.5,
      bayleyPinneauGroup: 'accelerated',
      pctMatureHeight: 76.7,
      placedAt: 'boneAge',
      healthyChildrenOnly: true,
      uncertainty: { plusMinusCm: 4, isConvention: true },
    });
    expect(bp?.notes.join('')).toContain('尚未与原文逐项核对');
  });

  it('interpolates between quarter-year rows and notes a non-G-P bone age', () => {
    // Boys average: 10-0 is 78.4 %, 10-3 is the next row.
    const rows = tables.bayleyPinneau.male.average;
    const [r0, r1] = [rows.find((r) => r.boneAgeYears === 10), rows.find((r) => r.boneAgeYears === 10.25)];
    const pct = ((r0?.pctMatureHeight ?? 0) + (r1?.pctMatureHeight ?? 0)) / 2;
    const { predictions } = predictAdultHeight(tables, {
      reference: 'who',
      sex: '男',
      ageDays: daysOfYears(10),
      heightCm: 138,
      boneAge: { years: 10.125, method: 'TW3' },
    });
    const bp = predictions.find((p) => p.method === 'bayleyPinneau');
    expect(bp?.predictedCm).toBe(Math.round((138 / (pct / 100)) * 10) / 10);
    expect(bp?.notes.join('')).toContain('TW3');
  });

  it('says so when the table does not cover the bone age', () => {
    // Boys "retarded" rows end at bone age 13-0.
    const { unavailable } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '男',
      ageDays: daysOfYears(15.5),
      heightCm: 150,
      boneAge: { years: 14 },
    });
    expect(unavailable).toHaveLength(1);
    expect(unavailable[0]?.method).toBe('bayleyPinneau');
    expect(unavailable[0]?.reason).toContain('6–13岁');
  });
});
