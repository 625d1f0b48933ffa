import { BABY_RULES, babyNameProblem, birthdayProblem, clinicToday, heightProblem } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

const P = '/online/usercenter';

const sexField = z.enum(['男', '女'], { error: '请选择宝宝性别' });
const babyNameField = z
  .string({ error: '请输入宝宝姓名' })
  .superRefine((v, ctx) => {
    const problem = babyNameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.trim());
const birthdayField = z.string({ error: '请选择出生日期' }).superRefine((v, ctx) => {
  const problem = birthdayProblem(v, clinicToday());
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const heightField = (bound: { min: number; max: number }, label: string) =>
  z.number({ error: `请输入${label}` }).superRefine((v, ctx) => {
    const problem = heightProblem(v, bound, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const cityField = z.string({ error: '请选择所在城市' }).regex(/^\d{4,6}$/, '请选择所在城市');
const weeksField = z
  .number({ error: '请输入出生孕周' })
  .int('出生孕周应为整数')
  .min(
    BABY_RULES.gestationalWeeks.min,
    `出生孕周应在${BABY_RULES.gestationalWeeks.min}-${BABY_RULES.gestationalWeeks.max}周之间`,
  )
  .max(
    BABY_RULES.gestationalWeeks.max,
    `出生孕周应在${BABY_RULES.gestationalWeeks.min}-${BABY_RULES.gestationalWeeks.max}周之间`,
  );

/** The fields a parent enters for a baby. Optional ones may be null to clear them. */
export const babyProfileFields = {
  babyName: babyNameField,
  sex: sexField,
  birthday: birthdayField,
  babyCity: cityField.nullish(),
  dadHeight: heightField(BABY_RULES.parentHeightCm, '爸爸身高').nullish(),
  momHeight: heightField(BABY_RULES.parentHeightCm, '妈妈身高').nullish(),
  hopeHeight: heightField(BABY_RULES.hopeHeightCm, '期望身高').nullish(),
  gestationalWeeks: weeksField.nullish(),
};

export const babyInput = z.strictObject(babyProfileFields);
export type BabyInput = z.input<typeof babyInput>;

export const baby = z.object({
  babyId: z.number().int(),
  babyName: z.string(),
  sex: z.enum(['男', '女']),
  birthday: z.string(),
  babyCity: z.string().nullable(),
  babyCityName: z.string().nullable(),
  dadHeight: z.number().nullable(),
  momHeight: z.number().nullable(),
  hopeHeight: z.number().nullable(),
  gestationalWeeks: z.number().int().nullable(),
  isPreterm: z.boolean(),
  isDefault: z.boolean(),
  /** (dad + mom ± 13) / 2, one decimal; null until both parents' heights are known. */
  geneticHeight: z.number().nullable(),
  age: z.object({
    years: z.number().int(),
    months: z.number().int(),
    days: z.number().int(),
    totalDays: z.number().int(),
    text: z.string(),
  }),
  createdAt: z.string(),
});
export type Baby = z.infer<typeof baby>;

const memberBaby = baby.extend({
  /** The clinic's patient record number, once the baby is linked to one (booking issue). */
  pid: z.string().nullable(),
  isMember: z.boolean(),
});

/** userId may travel in bodies as the legacy client sent it; it must then be the caller's own. */
const ownerField = { userId: idField.optional() };

export const babies = {
  pageBabyInfo: endpoint({
    method: 'POST',
    path: `${P}/pageBabyInfo`,
    tag: 'babies',
    access: 'parent',
    summary: '我的宝宝（分页，默认宝宝在前）',
    body: pageQuery.extend(ownerField).strict(),
    response: pageOf(baby),
  }),
  pageMemberBabyInfo: endpoint({
    method: 'POST',
    path: `${P}/pageMemberBabyInfo`,
    tag: 'babies',
    access: 'parent',
    summary: '我的宝宝及其就诊档案与会员状态',
    body: pageQuery.extend(ownerField).strict(),
    response: pageOf(memberBaby),
  }),
  babyDetail: endpoint({
    method: 'GET',
    path: `${P}/babyInfoDetail`,
    tag: 'babies',
    access: 'parent',
    summary: '宝宝详情',
    query: z.strictObject({ babyId: idField }),
    response: baby,
  }),
  addBabyInfo: endpoint({
    method: 'POST',
    path: `${P}/addBabyInfo`,
    tag: 'babies',
    access: 'parentWithPhone',
    summary: '添加宝宝（第一个宝宝自动设为默认；需已绑定手机号，便于门诊联系监护人）',
    body: babyInput
      .extend({
        ...ownerField,
        isDefault: z.boolean().optional(),
        /** Separate consent of the guardian to the processing of a child's information (PIPL art. 31). */
        guardianConsent: z.literal(true, { error: '请确认您是宝宝的监护人，并同意处理宝宝的个人信息' }),
      })
      .strict(),
    response: baby,
  }),
  modifyBabyInfo: endpoint({
    method: 'POST',
    path: `${P}/modifyBabyInfo`,
    tag: 'babies',
    access: 'parent',
    summary: '编辑宝宝',
    body: babyInput.extend({ ...ownerField, babyId: idField }).strict(),
    response: baby,
  }),
  setDefaultBaby: endpoint({
    method: 'POST',
    path: `${P}/setDefaultBaby`,
    tag: 'babies',
    access: 'parent',
    summary: '设为默认宝宝',
    body: z.strictObject({ ...ownerField, babyId: idField }),
    response: baby,
  }),
  deleteBaby: endpoint({
    method: 'POST',
    path: '/api/baby/delete',
    tag: 'babies',
    access: 'parent',
    summary: '删除宝宝（删除默认宝宝时另选一个为默认）',
    body: z.strictObject({ babyId: idField }),
    response: z.object({ deletedBabyId: z.number().int(), defaultBabyId: z.number().int().nullable() }),
  }),
} as const;
