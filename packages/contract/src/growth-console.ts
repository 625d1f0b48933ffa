import { z } from 'zod';
import { pidField } from './booking-records.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { dateField, idField, wholeNumber } from './fields.ts';
import {
  consoleBoneAge,
  consoleGrowthBaby,
  consoleMeasurement,
  consolePuberty,
  followUpFlagView,
  followUpItem,
} from './growth-answers.ts';
import {
  BONE_AGE_METHODS,
  confirmUnusualField,
  FOLLOW_UP_FLAG_CODES,
  growthReferenceField,
  measurementFields,
  NEEDS_VALUE,
  noteField,
  somethingMeasured,
  TANNER_STAGES,
} from './growth-fields.ts';

/**
 * The console's growth calls: find a child, clinic measurements, bone ages and puberty status, the
 * follow-up list.
 */
const C = '/api/console/growth';

const reasonField = z
  .string({ error: '请写明删除原因' })
  .trim()
  .min(1, '请写明删除原因')
  .max(100, '原因不能超过100个字');

export const growthConsole = {
  consoleFindBaby: endpoint({
    method: 'GET',
    path: `${C}/findBaby`,
    tag: 'console-growth',
    access: 'staff',
    summary: '按就诊档案号（pid），或宝宝姓名加监护人手机号查找儿童（每次查看都记入审计）',
    query: z
      .strictObject({
        pid: pidField.optional(),
        name: z
          .string({ error: '请输入宝宝姓名' })
          .trim()
          .min(1, '请输入宝宝姓名')
          .max(20, '姓名最多20字')
          .optional(),
        phone: z
          .string({ error: '请输入手机号' })
          .regex(/^1[3-9]\d{9}$/, '请输入正确的11位手机号')
          .optional(),
      })
      .refine((q) => q.pid !== undefined || (q.name !== undefined && q.phone !== undefined), {
        message: '请输入就诊档案号，或宝宝姓名和监护人手机号',
        path: ['pid'],
      }),
    response: z.array(consoleGrowthBaby),
  }),
  consoleMeasurementList: endpoint({
    method: 'GET',
    path: `${C}/measurementList`,
    tag: 'console-growth',
    access: 'staff',
    summary: '儿童的全部测量（门诊与家庭），新的在前，每条附按门诊参考标准的评价',
    query: pageQuery.extend({ babyId: idField }).strict(),
    response: pageOf(consoleMeasurement).extend({ baby: consoleGrowthBaby, reference: growthReferenceField }),
  }),
  consoleBoneAgeList: endpoint({
    method: 'GET',
    path: `${C}/boneAgeList`,
    tag: 'console-growth',
    access: 'staff',
    summary: '儿童的骨龄记录，新的在前',
    query: z.strictObject({ babyId: idField }),
    response: z.array(consoleBoneAge),
  }),
  consoleAddMeasurement: endpoint({
    method: 'POST',
    path: `${C}/addMeasurement`,
    tag: 'console-growth',
    access: 'staff',
    summary:
      '录入门诊测量。与年龄明显不符（超出WHO不合理值界限）的数值需核对后带 confirmUnusual: true 再提交',
    body: z
      .strictObject({
        babyId: idField,
        ...measurementFields,
        confirmUnusual: confirmUnusualField,
      })
      .refine(somethingMeasured, NEEDS_VALUE),
    response: consoleMeasurement.extend({ flags: z.array(followUpFlagView) }),
  }),
  consoleDeleteMeasurement: endpoint({
    method: 'POST',
    path: `${C}/deleteMeasurement`,
    tag: 'console-growth',
    access: 'staff',
    summary: '删除录错的门诊测量（需写明原因；家长录入的测量由家长自己删除）',
    body: z.strictObject({ measurementId: idField, reason: reasonField }),
    response: z.object({
      measurementId: z.number().int(),
      deleted: z.literal(true),
      flags: z.array(followUpFlagView),
    }),
  }),
  consoleConfirmMeasurement: endpoint({
    method: 'POST',
    path: `${C}/confirmMeasurement`,
    tag: 'console-growth',
    access: 'staff',
    summary:
      '核对一条待核对的测量（超出WHO不合理值界限、家长点了确认无误）：确认后计入百分位、增长速度、报告和随访规则，并记下核对人（写入审计）',
    body: z.strictObject({ measurementId: idField }),
    response: consoleMeasurement.extend({ flags: z.array(followUpFlagView) }),
  }),
  consoleRemovePendingMeasurement: endpoint({
    method: 'POST',
    path: `${C}/removePendingMeasurement`,
    tag: 'console-growth',
    access: 'staff',
    summary: '删除一条待核对的测量（家庭或门诊；需写明原因，写入审计；家长和医生都不再看到它）',
    body: z.strictObject({ measurementId: idField, reason: reasonField }),
    response: z.object({
      measurementId: z.number().int(),
      deleted: z.literal(true),
      flags: z.array(followUpFlagView),
    }),
  }),
  consoleAddBoneAge: endpoint({
    method: 'POST',
    path: `${C}/addBoneAge`,
    tag: 'console-growth',
    access: 'staff',
    summary: '录入骨龄（读片日期、骨龄几岁几月、方法：G-P、TW3 或 中华05）',
    body: z.strictObject({
      babyId: idField,
      readOn: dateField,
      boneAgeYears: wholeNumber(
        z
          .number({ error: '请输入骨龄（岁）' })
          .int('骨龄（岁）应为整数')
          .min(0, '骨龄应在0-20岁之间')
          .max(20, '骨龄应在0-20岁之间'),
      ),
      boneAgeMonths: wholeNumber(
        z
          .number({ error: '请输入骨龄（月）' })
          .int('骨龄（月）应为整数')
          .min(0, '月应为0-11')
          .max(11, '月应为0-11'),
      ).default(0),
      method: z.enum(BONE_AGE_METHODS, { error: '请选择骨龄方法：GP、TW3 或 CHN05' }),
      note: noteField.optional(),
    }),
    response: consoleBoneAge,
  }),
  consolePubertyList: endpoint({
    method: 'GET',
    path: `${C}/pubertyList`,
    tag: 'console-growth',
    access: 'staff',
    summary: '儿童的青春期发育记录（Tanner分期），新的在前',
    query: z.strictObject({ babyId: idField }),
    response: z.array(consolePuberty),
  }),
  consoleAddPuberty: endpoint({
    method: 'POST',
    path: `${C}/addPuberty`,
    tag: 'console-growth',
    access: 'staff',
    summary:
      '记录青春期发育：评估日期和Tanner分期（女孩乳房、男孩外生殖器；1期为青春期前）。生长速度按此选用《矮身材儿童诊治指南》的青春期前或青春期标准',
    body: z.strictObject({
      babyId: idField,
      assessedOn: dateField,
      tannerStage: z.literal(TANNER_STAGES, { error: '请选择Tanner分期（1-5期）' }),
      note: noteField.optional(),
    }),
    response: consolePuberty.extend({ flags: z.array(followUpFlagView) }),
  }),
  consoleDeletePuberty: endpoint({
    method: 'POST',
    path: `${C}/deletePuberty`,
    tag: 'console-growth',
    access: 'staff',
    summary: '删除录错的青春期发育记录（需写明原因）',
    body: z.strictObject({
      pubertyId: idField,
      reason: z
        .string({ error: '请写明删除原因' })
        .trim()
        .min(1, '请写明删除原因')
        .max(100, '原因不能超过100个字'),
    }),
    response: z.object({
      pubertyId: z.number().int(),
      deleted: z.literal(true),
      flags: z.array(followUpFlagView),
    }),
  }),
  consoleFollowUpList: endpoint({
    method: 'GET',
    path: `${C}/followUpList`,
    tag: 'console-growth',
    access: 'staff',
    summary:
      '需医生随访的儿童（筛查规则，不是诊断）：最近一次测量低于P3，或头围、体重、BMI高于P97（6岁起中国标准的BMI按WS/T 586超重、肥胖界值）；与至少3个月前相比向下（或头围、体重、BMI向上）跨越两条主百分位线；身高增长过慢；身高比之前低、需核对测量。按最近测量日期排序',
    query: pageQuery
      .extend({
        flag: z
          .enum(FOLLOW_UP_FLAG_CODES, { error: `筛选应为 ${FOLLOW_UP_FLAG_CODES.join('、')} 之一` })
          .optional(),
      })
      .strict(),
    response: pageOf(followUpItem),
  }),
} as const;
