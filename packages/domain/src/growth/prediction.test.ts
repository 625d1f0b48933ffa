import { describe, expect, it } from 'vitest';
import { readGrowthTables } from '../../../growth-reference/src/load.ts';
import { daysOfMonths, daysOfYears } from './growth-age.ts';
import {
  BAYLEY_PINNEAU_TABLE_NOTE,
  bayleyPinneauGroupOf,
  geneticTarget,
  PREDICTION_CAVEAT,
  PREDICTION_FROM_AGE_DAYS,
  predictAdultHeight,
  TOO_YOUNG_FOR_PREDICTION,
} from './prediction.ts';

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

  it('notes that China mixes two surveys when the height is placed on WS/T 423', () => {
    const { predictions } = predictAdultHeight(tables, {
      reference: 'china',
      sex: '女',
      ageDays: daysOfYears(4),
      heightCm: 102,
    });
    expect(predictions[0]?.notes.join('')).toContain('不同的调查人群');
    expect(predictions[0]?.sources).toEqual(['WS/T 423-2022', 'WS/T 612-2018']);
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
    expect(bp?.notes).toContain(BAYLEY_PINNEAU_TABLE_NOTE);
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
    // Boys "retarded" rows end at bone age 13-0, as the paper prints Table IIE (p. 430).
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

/**
 * The paper's own worked examples (Bayley & Pinneau, J Pediatr 1952;40:423, p. 431 and p. 438), in
 * inches as printed: the table rows they read, and the engine's prediction from them.
 */
describe('Bayley-Pinneau: the worked examples of the 1952 paper', () => {
  const INCH = 2.54;
  const predictInches = (sex: '男' | '女', ageYears: number, boneAgeYears: number, heightInches: number) => {
    const { predictions } = predictAdultHeight(tables, {
      reference: 'china',
      sex,
      ageDays: daysOfYears(ageYears),
      heightCm: heightInches * INCH,
      boneAge: { years: boneAgeYears, method: 'GP' },
    });
    const bp = predictions.find((p) => p.method === 'bayleyPinneau');
    if (!bp) throw new Error('no Bayley-Pinneau prediction');
    return { ...bp, inches: bp.predictedCm / INCH };
  };

  it('a boy of 13, SA 13-3, 60 in tall: 89.0 % (Table IIB), 67.4 in', () => {
    const bp = predictInches('男', 13, 13.25, 60);
    expect(bp).toMatchObject({ bayleyPinneauGroup: 'average', pctMatureHeight: 89 });
    expect(bp.inches).toBeCloseTo(67.4, 1);
  });

  it('the same boy at 51.5 in: 57.9 in', () => {
    expect(predictInches('男', 13, 13.25, 51.5).inches).toBeCloseTo(57.9, 1);
  });

  it('a boy of 14, SA 15-6 (accelerated), 67.5 in: Table IID, 69.5 in', () => {
    const bp = predictInches('男', 14, 15.5, 67.5);
    expect(bp).toMatchObject({ bayleyPinneauGroup: 'accelerated', pctMatureHeight: 97.1 });
    expect(bp.inches).toBeCloseTo(69.5, 1);
  });

  it('a girl of 12, SA 10-3 (retarded), 55 in: Table IIIE, 62.2 in', () => {
    const bp = predictInches('女', 12, 10.25, 55);
    expect(bp).toMatchObject({ bayleyPinneauGroup: 'retarded', pctMatureHeight: 88.4 });
    expect(bp.inches).toBeCloseTo(62.2, 1);
  });

  it('girls with SA 10: average 86.2 %, accelerated (8½ years) 82.8 %, retarded (12 years) 87.4 %', () => {
    expect(predictInches('女', 10, 10, 50).pctMatureHeight).toBe(86.2);
    expect(predictInches('女', 8.5, 10, 50).pctMatureHeight).toBe(82.8);
    expect(predictInches('女', 12, 10, 50).pctMatureHeight).toBe(87.4);
  });
});

describe('no adult-height prediction under 3 years (any method)', () => {
  const at = (ageDays: number, boneAge: { years: number } | null = null) =>
    predictAdultHeight(tables, { reference: 'china', sex: '男', ageDays, heightCm: 95, boneAge });

  it('is 3 × 365.25 days', () => {
    expect(PREDICTION_FROM_AGE_DAYS).toBe(1095.75);
  });

  it('just below 3 years: nothing predicted, both methods say why', () => {
    const { predictions, unavailable } = at(1095, { years: 3 });
    expect(predictions).toEqual([]);
    expect(unavailable).toEqual([
      { method: 'percentile', reason: TOO_YOUNG_FOR_PREDICTION },
      { method: 'bayleyPinneau', reason: TOO_YOUNG_FOR_PREDICTION },
    ]);
    expect(TOO_YOUNG_FOR_PREDICTION).toBe('3岁以下的身高变化大，成年身高预测不可靠，3岁后再看。');
  });

  it('at and just above 3 years: the percentile method predicts', () => {
    for (const ageDays of [PREDICTION_FROM_AGE_DAYS, 1096]) {
      const { predictions } = at(ageDays);
      expect(predictions.map((p) => p.method)).toEqual(['percentile']);
    }
  });

  it('a baby born early is judged by calendar age: a 28-week baby at 10 months gets none', () => {
    const { predictions, unavailable } = predictAdultHeight(tables, {
      reference: 'who',
      sex: '男',
      ageDays: daysOfMonths(10),
      heightCm: 68,
      gestation: { weeks: 28 },
    });
    expect(predictions).toEqual([]);
    expect(unavailable[0]?.reason).toBe(TOO_YOUNG_FOR_PREDICTION);
  });
});
