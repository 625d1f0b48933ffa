import { BABY_RULES } from '@sprout/domain';
import { z } from 'zod';
import { pidField } from './booking-records.ts';
import { dateField, idField } from './fields.ts';

export {
  PENDING_REVIEW_GAP_CODE,
  REVIEW_STATE_NAMES,
  REVIEW_STATES,
  type ReviewState,
} from './measurement-review.ts';

/** The input fields of the growth calls, with the Chinese message a parent or a doctor reads. */

/**
 * What a measurement may be at all, whatever the age (cm, kg). The server narrows these by age with
 * WHO's limits for biologically implausible values; see apps/api/src/modules/growth/measurement-bounds.ts.
 */
export const MEASUREMENT_LIMITS = {
  heightCm: { min: 30, max: 230, decimals: 1, label: '身高', unit: '厘米' },
  // From the smallest surviving birth weights (BABY_RULES.smallestWeightKg, cited there).
  weightKg: { min: BABY_RULES.smallestWeightKg, max: 200, decimals: 3, label: '体重', unit: '公斤' },
  headCircumferenceCm: { min: 25, max: 65, decimals: 1, label: '头围', unit: '厘米' },
  bmi: { min: 5, max: 80, decimals: 2, label: 'BMI', unit: 'kg/m²' },
} as const;
export type LimitKey = keyof typeof MEASUREMENT_LIMITS;

export const GROWTH_TYPES = ['height', 'weight', 'bmi', 'head'] as const;
export type GrowthType = (typeof GROWTH_TYPES)[number];
export const GROWTH_TYPE_NAMES: Readonly<Record<GrowthType, string>> = {
  height: '身长/身高',
  weight: '体重',
  bmi: 'BMI',
  head: '头围',
};
export const LIMIT_OF_TYPE: Readonly<Record<GrowthType, LimitKey>> = {
  height: 'heightCm',
  weight: 'weightKg',
  bmi: 'bmi',
  head: 'headCircumferenceCm',
};

export const BONE_AGE_METHODS = ['GP', 'TW3', 'CHN05'] as const;
export const BONE_AGE_METHOD_NAMES: Readonly<Record<(typeof BONE_AGE_METHODS)[number], string>> = {
  GP: 'G-P图谱法',
  TW3: 'TW3法',
  CHN05: '中华05法',
};
/** The follow-up rules of the growth engine (packages/domain/src/growth/flags.ts), by code. */
export const FOLLOW_UP_FLAG_CODES = [
  'belowP3',
  'aboveP97',
  'crossedTwoLinesDown',
  'crossedTwoLinesUp',
  'overweightObesity',
  'slowGrowth',
  'heightToCheck',
] as const;

/**
 * Puberty status as a doctor records it: the Tanner stage of breast development (girls) or of the
 * genitalia (boys), the signs that puberty has begun; stage 1 is pre-pubertal, 5 adult.
 */
export const TANNER_STAGES = [1, 2, 3, 4, 5] as const;
export type TannerStageValue = (typeof TANNER_STAGES)[number];
export const TANNER_STAGE_NAMES: Readonly<Record<TannerStageValue, string>> = {
  1: 'Tanner 1期（青春期前）',
  2: 'Tanner 2期（青春期开始）',
  3: 'Tanner 3期',
  4: 'Tanner 4期',
  5: 'Tanner 5期（成人期）',
};

const DECIMAL_WORDS: Readonly<Record<number, string>> = { 1: '一', 2: '两', 3: '三' };

/** Why a number is refused for a limit, or null. */
export const measurementProblem = (key: LimitKey, v: number): string | null => {
  const { min, max, decimals, label, unit } = MEASUREMENT_LIMITS[key];
  if (!Number.isFinite(v)) return `请输入${label}`;
  const scale = 10 ** decimals;
  if (Math.abs(Math.round(v * scale) - v * scale) > 1e-6)
    return `${label}最多保留${DECIMAL_WORDS[decimals]}位小数`;
  if (v < min || v > max) return `${label}应在${min}-${max}${unit}之间`;
  return null;
};

/** A decimal: a number in a JSON body, a plain decimal string in a query string (callers send the number). */
export const decimal = (what: string) =>
  z.preprocess<unknown, z.ZodNumber, number>(
    (v: unknown) => (typeof v === 'string' && /^\d{1,4}(\.\d{1,4})?$/.test(v) ? Number(v) : v),
    z.number({ error: `请输入${what}` }),
  );
export const limited = (key: LimitKey) =>
  decimal(MEASUREMENT_LIMITS[key].label).superRefine((v, ctx) => {
    const problem = measurementProblem(key, v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const parentHeight = (label: string) =>
  decimal(label).superRefine((v, ctx) => {
    if (!Number.isFinite(v) || v < 130 || v > 230)
      ctx.addIssue({ code: 'custom', message: `${label}应在130-230厘米之间` });
    else if (Math.abs(Math.round(v * 10) - v * 10) > 1e-6)
      ctx.addIssue({ code: 'custom', message: `${label}最多保留一位小数` });
  });

export const growthTypeField = z.enum(GROWTH_TYPES, { error: '请选择指标：height、weight、bmi 或 head' });
export const growthReferenceField = z.enum(['china', 'who'], { error: '参考标准应为 china 或 who' });
export const postureField = z.enum(['lying', 'standing'], {
  error: '测量姿势应为 lying（卧位）或 standing（立位）',
});
export const chartRangeField = z.enum(['0-3', '0-7', '0-18'], { error: '年龄范围应为 0-3、0-7 或 0-18' });
export const sexField = z.enum(['男', '女'], { error: '请选择性别' });
export const noteField = z.string({ error: '备注应为文字' }).trim().max(200, '备注不能超过200个字');

/** The baby a parent call is about: babyId, or the clinic's pid (at least one). */
export const babyRef = { babyId: idField.optional(), pid: pidField.optional() };
export const needsBaby = (b: { babyId?: number | undefined; pid?: string | undefined }) =>
  b.babyId !== undefined || b.pid !== undefined;
export const NEEDS_BABY = { message: '请选择宝宝', path: ['babyId'] };

export const measurementFields = {
  measuredOn: dateField,
  heightCm: limited('heightCm').optional(),
  posture: postureField.optional(),
  weightKg: limited('weightKg').optional(),
  headCircumferenceCm: limited('headCircumferenceCm').optional(),
  note: noteField.optional(),
};
export const somethingMeasured = (b: {
  heightCm?: number;
  weightKg?: number;
  headCircumferenceCm?: number;
}) => b.heightCm !== undefined || b.weightKg !== undefined || b.headCircumferenceCm !== undefined;
export const NEEDS_VALUE = { message: '请至少填写身高、体重或头围中的一项', path: ['heightCm'] };
/**
 * A value inside the absolute limits but outside WHO's implausible-value limits for the age is refused
 * (4000, the field says the range) unless the caller has checked it and sends confirmUnusual: true. It is
 * then saved as 待核对 (a parent's) or as confirmed by the staff member who entered it, and answered
 * with no score until it counts (reviewState).
 */
export const confirmUnusualField = z
  .preprocess<unknown, z.ZodBoolean, boolean>(
    // Callers send the boolean; a query string carries it as 'true' or 'false'.
    (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'confirmUnusual 应为 true 或 false' }),
  )
  .optional();
