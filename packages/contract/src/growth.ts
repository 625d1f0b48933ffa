import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { dateField, idField, wholeNumber } from './fields.ts';
import {
  assessment,
  age,
  boneAgePoint,
  curveAnswer,
  gap,
  geneticTargetView,
  growthPoint,
  measurementView,
  prediction,
  referenceChoice,
  standardLineAnswer,
  visitResults,
} from './growth-answers.ts';
import { growthConsole } from './growth-console.ts';
import {
  babyRef,
  chartRangeField,
  confirmUnusualField,
  decimal,
  growthReferenceField,
  growthTypeField,
  LIMIT_OF_TYPE,
  measurementFields,
  measurementProblem,
  NEEDS_BABY,
  NEEDS_VALUE,
  needsBaby,
  parentHeight,
  postureField,
  sexField,
  somethingMeasured,
} from './growth-fields.ts';

/**
 * Growth: the spec's calls under /api/growth/ and the user centre's curves, a parent's home
 * measurements, the reference switch, and (growth-console.ts) the console's clinic measurements, bone
 * ages and follow-up list. Every parent call names the baby by babyId or by the clinic's pid (a pid
 * resolves to the caller's own baby linked to that record; anything else reads as 4004).
 */
export {
  BONE_AGE_METHOD_NAMES,
  BONE_AGE_METHODS,
  FOLLOW_UP_FLAG_CODES,
  GROWTH_TYPE_NAMES,
  GROWTH_TYPES,
  type GrowthType,
  growthReferenceField,
  TANNER_STAGE_NAMES,
  TANNER_STAGES,
  type TannerStageValue,
  growthTypeField,
  MEASUREMENT_LIMITS,
  measurementProblem,
  PENDING_REVIEW_GAP_CODE,
  REVIEW_STATE_NAMES,
  REVIEW_STATES,
} from './growth-fields.ts';
export {
  boneAgePoint,
  consoleGrowthBaby,
  consoleMeasurement,
  consolePuberty,
  followUpFlagView,
  followUpItem,
  geneticTargetView,
  growthPoint,
  growthScore,
  indicatorResult,
  measurementView,
} from './growth-answers.ts';

const G = '/api/growth';
const U = '/online/usercenter';

const selectBaby = z
  .strictObject({ ...babyRef, reference: growthReferenceField.optional() })
  .refine(needsBaby, NEEDS_BABY);

export const growth = {
  growUpCalculation: endpoint({
    method: 'GET',
    path: `${G}/growUpCalculation`,
    tag: 'growth',
    access: 'parent',
    summary:
      '评估一个测量值（不保存）：在测量日（date，默认今天）的年龄上算百分位和z值；早产儿2岁前另给矫正年龄的结果。保存请用 addMeasurement',
    query: z
      .strictObject({
        ...babyRef,
        type: growthTypeField,
        val: decimal('测量值'),
        date: dateField.optional(),
        posture: postureField.optional(),
        reference: growthReferenceField.optional(),
        confirmUnusual: confirmUnusualField,
      })
      .refine(needsBaby, NEEDS_BABY)
      .superRefine((q, ctx) => {
        const problem = measurementProblem(LIMIT_OF_TYPE[q.type], q.val);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['val'] });
      }),
    response: assessment,
  }),
  newBabyPval: endpoint({
    method: 'GET',
    path: `${G}/newBabyPval`,
    tag: 'growth',
    access: 'parent',
    summary: '宝宝今天的一个测量值在参考中的百分位（不保存）',
    query: z
      .strictObject({
        ...babyRef,
        type: growthTypeField,
        val: decimal('测量值'),
        posture: postureField.optional(),
        reference: growthReferenceField.optional(),
        confirmUnusual: confirmUnusualField,
      })
      .refine(needsBaby, NEEDS_BABY)
      .superRefine((q, ctx) => {
        const problem = measurementProblem(LIMIT_OF_TYPE[q.type], q.val);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['val'] });
      }),
    response: assessment,
  }),
  geneticHeight: endpoint({
    method: 'GET',
    path: `${G}/geneticHeight`,
    tag: 'growth',
    access: 'parent',
    summary:
      '遗传靶身高：(父身高+母身高±13)/2，保留一位小数，附±6.5厘米范围。给出宝宝时，未填的父母身高和性别取自宝宝资料',
    query: z.strictObject({
      ...babyRef,
      fatherHeight: parentHeight('爸爸身高').optional(),
      motherHeight: parentHeight('妈妈身高').optional(),
      sex: sexField.optional(),
    }),
    response: geneticTargetView,
  }),
  standardLine: endpoint({
    method: 'GET',
    path: `${G}/standardLine`,
    tag: 'growth',
    access: 'parent',
    summary:
      '标准曲线：P3–P97七条线的结构化点（ageDays, value），按规范的网格（每月31格、每年372格）每 stepSlots 格取一点（默认31，即每月一点）',
    query: z
      .strictObject({
        ...babyRef,
        type: growthTypeField,
        sex: sexField.optional(),
        range: chartRangeField.default('0-3'),
        stepSlots: wholeNumber(
          z
            .number({ error: '取点间隔应为1-372的整数' })
            .int('取点间隔应为1-372的整数')
            .min(1, '取点间隔应为1-372的整数')
            .max(372, '取点间隔应为1-372的整数'),
        ).optional(),
        reference: growthReferenceField.optional(),
      })
      .refine((q) => q.sex !== undefined || needsBaby(q), { message: '请选择性别', path: ['sex'] }),
    response: standardLineAnswer,
  }),
  getStandardHeightByPid: endpoint({
    method: 'POST',
    path: `${G}/formVitals/getStandardHeightByPid`,
    tag: 'growth',
    access: 'parent',
    summary:
      '宝宝在某天（默认今天）年龄的参考值：身高、体重、BMI、头围各七条百分位线上的数值，供录入表单对照',
    body: z
      .strictObject({ ...babyRef, date: dateField.optional(), reference: growthReferenceField.optional() })
      .refine(needsBaby, NEEDS_BABY),
    response: z.object({
      babyId: z.number().int(),
      date: z.string(),
      age,
      /** corrected: a baby born before 37 weeks, under 2 years, is compared at its corrected age. */
      ageBasis: z.enum(['chronological', 'corrected']),
      ageDays: z.number().int(),
      reference: growthReferenceField,
      indicators: z.array(
        z.object({
          type: growthTypeField,
          name: z.string(),
          unit: z.string(),
          source: z.string().nullable(),
          centiles: z.array(z.object({ centile: z.number().int(), name: z.string(), value: z.number() })),
          gaps: z.array(gap),
        }),
      ),
    }),
  }),
  getDynamicHeight: endpoint({
    method: 'POST',
    path: '/api/baby/getDynamicHeight',
    tag: 'growth',
    access: 'parent',
    summary:
      '身高动态：最近一次身高及百分位、与上一次相比的增长和年增长速度（间隔不足3个月不计速度）、遗传靶身高',
    body: z.strictObject({ babyId: idField, reference: growthReferenceField.optional() }),
    response: z.object({
      babyId: z.number().int(),
      reference: growthReferenceField,
      latest: growthPoint.nullable(),
      previous: growthPoint.nullable(),
      gainCm: z.number().nullable(),
      intervalDays: z.number().int().nullable(),
      velocityCmPerYear: z.number().nullable(),
      /** Why there is no velocity (too short an interval, a single measurement). */
      velocityNote: z.string().nullable(),
      geneticTarget: geneticTargetView.nullable(),
    }),
  }),
  heightCurve: endpoint({
    method: 'POST',
    path: `${U}/heightCurve`,
    tag: 'growth',
    access: 'parent',
    summary: '身高曲线：宝宝每次身长/身高（家长录入与门诊测量分开标记）及其百分位、z值',
    body: selectBaby,
    response: curveAnswer,
  }),
  weightCurve: endpoint({
    method: 'POST',
    path: `${U}/weightCurve`,
    tag: 'growth',
    access: 'parent',
    summary: '体重曲线：宝宝每次体重及其百分位、z值',
    body: selectBaby,
    response: curveAnswer,
  }),
  bmiCurve: endpoint({
    method: 'POST',
    path: `${U}/bmiCurve`,
    tag: 'growth',
    access: 'parent',
    summary: 'BMI曲线：同一次测量有身高和体重时算出的BMI及其百分位、z值',
    body: selectBaby,
    response: curveAnswer,
  }),
  headCurve: endpoint({
    method: 'POST',
    path: `${U}/headCurve`,
    tag: 'growth',
    access: 'parent',
    summary: '头围曲线：宝宝每次头围（家长录入与门诊测量分开标记）及其百分位、z值',
    body: selectBaby,
    response: curveAnswer,
  }),
  boneAgeCurve: endpoint({
    method: 'POST',
    path: `${U}/boneAgeCurve`,
    tag: 'growth',
    access: 'parent',
    summary: '骨龄曲线：门诊读片的骨龄（方法、与实际年龄之差）',
    body: z.strictObject(babyRef).refine(needsBaby, NEEDS_BABY),
    response: z.object({ babyId: z.number().int(), birthday: z.string(), points: z.array(boneAgePoint) }),
  }),
  heightPredictionList: endpoint({
    method: 'POST',
    path: `${U}/heightPredictionList`,
    tag: 'growth',
    access: 'parent',
    summary:
      '成年身高预测：按最近一次身高（有3个月内的骨龄时结合骨龄），列出每种方法的预测值、不确定范围和说明；只适用于健康儿童',
    body: selectBaby,
    response: z.object({
      babyId: z.number().int(),
      reference: growthReferenceField,
      basedOn: z
        .object({
          measurementId: z.number().int(),
          date: z.string(),
          ageLabel: z.string(),
          heightCm: z.number(),
          source: z.enum(['home', 'clinic']),
        })
        .nullable(),
      boneAge: z
        .object({ boneAgeId: z.number().int(), date: z.string(), label: z.string(), method: z.string() })
        .nullable(),
      list: z.array(prediction),
      unavailable: z.array(z.object({ method: z.string(), methodName: z.string(), reason: z.string() })),
      geneticTarget: geneticTargetView.nullable(),
      caveat: z.string(),
    }),
  }),
  addMeasurement: endpoint({
    method: 'POST',
    path: `${G}/addMeasurement`,
    tag: 'growth',
    access: 'parent',
    summary:
      '家长录入一次测量（标记为家庭测量），并返回这次测量各项指标的评价。超出WHO不合理值界限的数值带 confirmUnusual: true 保存为待核对（reviewState: pending），医生核对前不评价',
    body: z
      .strictObject({ ...babyRef, ...measurementFields, confirmUnusual: confirmUnusualField })
      .refine(needsBaby, NEEDS_BABY)
      .refine(somethingMeasured, NEEDS_VALUE),
    response: measurementView.extend({ results: visitResults }),
  }),
  deleteMeasurement: endpoint({
    method: 'POST',
    path: `${G}/deleteMeasurement`,
    tag: 'growth',
    access: 'parent',
    summary: '删除家长录入的测量（门诊测量不能删除）',
    body: z.strictObject({ measurementId: idField }),
    response: z.object({ measurementId: z.number().int(), deleted: z.literal(true) }),
  }),
  measurementList: endpoint({
    method: 'POST',
    path: `${G}/measurementList`,
    tag: 'growth',
    access: 'parent',
    summary: '宝宝的测量记录（新的在前，家庭与门诊测量都在内）',
    body: pageQuery
      .extend({
        ...babyRef,
        source: z.enum(['home', 'clinic'], { error: '来源应为 home 或 clinic' }).optional(),
      })
      .strict()
      .refine(needsBaby, NEEDS_BABY),
    response: pageOf(measurementView),
  }),
  getReference: endpoint({
    method: 'GET',
    path: `${G}/getReference`,
    tag: 'growth',
    access: 'parent',
    summary: '当前使用的生长参考标准（中国 WS/T 423 等或 WHO），以及门诊的默认标准',
    response: referenceChoice,
  }),
  setReference: endpoint({
    method: 'POST',
    path: `${G}/setReference`,
    tag: 'growth',
    access: 'parent',
    summary: '切换生长参考标准；reference 为 null 时恢复门诊的默认标准',
    body: z.strictObject({ reference: growthReferenceField.nullable() }),
    response: referenceChoice,
  }),

  ...growthConsole,
} as const;
