import {
  type api,
  GROWTH_TYPE_NAMES,
  GROWTH_TYPES,
  type GrowthType,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@sprout/contract';
import {
  assessMeasurement,
  assessmentAges,
  CENTILE_COLUMNS,
  type ChartRange,
  chartSlot,
  clinicToday,
  type GrowthReference,
  mmToCm,
  referenceAtAge,
  type Sex,
  standardLines,
  tableSex,
  valueAtCentile,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { invalidInput } from '../../http/app-error.ts';
import { ownedBabyBy } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { checkDateFor, geneticTargetView } from './growth-context.ts';
import { growthTables } from './growth-tables.ts';
import { gestationOf, INDICATOR_OF_TYPE, resultView, UNIT_OF_TYPE } from './growth-views.ts';
import { implausibleValue } from './measurement-bounds.ts';
import { unscoredResult } from './measurement-review.ts';
import { referenceFor } from './reference-choice.service.ts';

/** The growth calls that read the references: assess one value, standard lines, standard values, genetic target. */

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * One value scored at the baby's age on a date, without saving it (a GET changes nothing; a parent saves
 * with addMeasurement). A baby born before 37 weeks also gets the result at its corrected age until 2.
 * A value beyond WHO's implausible-value limits is refused, or with confirmUnusual answered with 待核对
 * and no score, as a saved one would be (measurement-review.ts).
 */
export const assessValue = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  // Serves growUpCalculation and newBabyPval, whose query is the same without the date.
  q: ParsedQueryOf<typeof api.growth.growUpCalculation>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const date = q.date ?? clinicToday();
  const age = checkDateFor(baby, date, 'date');
  const tables = growthTables();
  const indicator = INDICATOR_OF_TYPE[q.type];
  const posture = q.type === 'height' ? q.posture : undefined;
  const gestation = gestationOf(baby);
  const child = { sex: baby.sex, ageDays: age.totalDays, gestation };
  const problem = implausibleValue(tables, child, indicator, q.val, posture);
  if (problem && !q.confirmUnusual) throw invalidInput({ val: problem });
  const reference = await referenceFor(ctx, parent, q.reference);
  const answer = { babyId: baby.id, date, reference, type: q.type, value: q.val, age };
  if (problem) return { ...answer, result: unscoredResult(indicator, q.val, age.totalDays), corrected: null };
  const ages = assessmentAges(age.totalDays, gestation);
  const input = { reference, sex: baby.sex, indicator, value: q.val, ...(posture ? { posture } : {}) };
  const result = assessMeasurement(tables, { ...input, ageDays: ages.chronologicalDays });
  const corrected =
    ages.correctedDays === null ? null : assessMeasurement(tables, { ...input, ageDays: ages.correctedDays });
  return { ...answer, result: resultView(result), corrected: corrected ? resultView(corrected) : null };
};

export const geneticHeight = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedQueryOf<typeof api.growth.geneticHeight>,
) => {
  const baby = q.babyId !== undefined || q.pid !== undefined ? await ownedBabyBy(ctx, parent, q) : null;
  const father = q.fatherHeight ?? (baby?.dad_height_mm != null ? mmToCm(baby.dad_height_mm) : undefined);
  const mother = q.motherHeight ?? (baby?.mom_height_mm != null ? mmToCm(baby.mom_height_mm) : undefined);
  const sex = q.sex ?? baby?.sex;
  const missing: Record<string, string> = {};
  if (father === undefined) missing.fatherHeight = '请输入爸爸身高';
  if (mother === undefined) missing.motherHeight = '请输入妈妈身高';
  if (sex === undefined) missing.sex = '请选择性别';
  if (father === undefined || mother === undefined || sex === undefined) throw invalidInput(missing);
  return geneticTargetView(father, mother, sex);
};

// Standard lines depend only on the tables and the question: keep the answers (a few dozen at most in use).
const LINE_CACHE_LIMIT = 128;
const lineCache = new Map<string, ReturnType<typeof linesAnswer>>();

const linesAnswer = (
  reference: GrowthReference,
  type: GrowthType,
  sex: Sex,
  range: ChartRange,
  stepSlots: number,
) => {
  const lines = standardLines(growthTables(), {
    reference,
    indicator: INDICATOR_OF_TYPE[type],
    sex,
    range,
    stepSlots,
  });
  const slots = lines.lines[0]?.points ?? [];
  return {
    reference,
    type,
    sex,
    range,
    stepSlots,
    unit: UNIT_OF_TYPE[type],
    ages: slots.map((p) => ({ slot: p.slot, ageDays: p.ageDays, label: chartSlot(p.slot).label })),
    lines: lines.lines.map((l) => ({ centile: l.centile, name: `P${l.centile}`, points: l.points })),
    segments: lines.segments,
    gaps: lines.gaps.map((g) => ({ code: g.code, message: g.message })),
  };
};

export const standardLine = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedQueryOf<typeof api.growth.standardLine>,
) => {
  const baby = q.babyId !== undefined || q.pid !== undefined ? await ownedBabyBy(ctx, parent, q) : null;
  const sex = q.sex ?? baby?.sex;
  if (!sex) throw invalidInput({ sex: '请选择性别' });
  const reference = await referenceFor(ctx, parent, q.reference);
  const step = q.stepSlots ?? 31;
  const key = [reference, q.type, sex, q.range, step].join('|');
  const cached = lineCache.get(key);
  if (cached) return cached;
  const answer = linesAnswer(reference, q.type, sex, q.range, step);
  if (lineCache.size >= LINE_CACHE_LIMIT) lineCache.clear();
  lineCache.set(key, answer);
  return answer;
};

/** The seven centile values of each indicator at the baby's age on a date (corrected age where it applies). */
export const standardValues = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.growth.getStandardHeightByPid>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const date = q.date ?? clinicToday();
  const age = checkDateFor(baby, date, 'date');
  const reference = await referenceFor(ctx, parent, q.reference);
  const ages = assessmentAges(age.totalDays, gestationOf(baby));
  const useCorrected = ages.correctedDays !== null && ages.correctedDays >= 0;
  const ageDays = useCorrected ? (ages.correctedDays ?? 0) : ages.chronologicalDays;
  const tables = growthTables();
  return {
    babyId: baby.id,
    date,
    age,
    ageBasis: useCorrected ? ('corrected' as const) : ('chronological' as const),
    ageDays,
    reference,
    indicators: GROWTH_TYPES.map((type) => {
      const { point, gaps } = referenceAtAge(
        tables,
        reference,
        INDICATOR_OF_TYPE[type],
        tableSex(baby.sex),
        ageDays,
      );
      return {
        type,
        name: GROWTH_TYPE_NAMES[type],
        unit: UNIT_OF_TYPE[type],
        source: point?.source ?? null,
        centiles: point
          ? CENTILE_COLUMNS.map((c) => ({
              centile: c,
              name: `P${c}`,
              value: round2(valueAtCentile(point, c)),
            }))
          : [],
        gaps: gaps.map((g) => ({ code: g.code, message: g.message })),
      };
    }),
  };
};
