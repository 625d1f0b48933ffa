import { z } from 'zod';
import { pidField } from './booking-records.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import { consoleGrowthBaby } from './growth-answers.ts';
import {
  consoleEncounter,
  consoleReportDetail,
  encounterView,
  recordLink,
} from './inspection-report-answers.ts';
import {
  encounterFields,
  reasonField,
  reportFields,
  SAMPLED_AFTER_REPORTED,
  sampledBeforeReported,
} from './inspection-report-fields.ts';

/**
 * The console's inspection-report calls (access staff). A child is addressed by babyId, as the
 * console growth screens do, or by the clinic's pid; reports belong to the pid, so every guardian's
 * baby linked to it shows them. Every read of a child's reports writes an audit row (R13).
 * Uploading and downloading PDF sheets are not JSON calls: see inspection-report-files.ts.
 */
const C = '/api/console/reports';

const childRef = {
  babyId: idField.optional(),
  pid: pidField.optional(),
};
const NEEDS_CHILD = { message: '请选择儿童（babyId）或输入就诊档案号（pid）', path: ['babyId'] };
const namesChild = (q: { babyId?: number | undefined; pid?: string | undefined }) =>
  q.babyId !== undefined || q.pid !== undefined;

export const inspectionReportsConsole = {
  consoleEncounterList: endpoint({
    method: 'GET',
    path: `${C}/encounterList`,
    tag: 'console-reports',
    access: 'staff',
    summary:
      '儿童就诊档案的就诊记录与检查报告，新的在前（按 babyId 或 pid；每次查看都记入审计）。儿童未绑定就诊档案时列表为空，recordLinked 为 false',
    query: pageQuery.extend(childRef).strict().refine(namesChild, NEEDS_CHILD),
    response: pageOf(consoleEncounter).extend({ ...recordLink, baby: consoleGrowthBaby.nullable() }),
  }),
  consoleReportDetail: endpoint({
    method: 'GET',
    path: `${C}/reportDetail`,
    tag: 'console-reports',
    access: 'staff',
    summary: '一份检查报告的全部内容：就诊、结果、PDF报告单（记入审计）',
    query: z.strictObject({ reportId: idField }),
    response: consoleReportDetail,
  }),
  consoleCreateEncounter: endpoint({
    method: 'POST',
    path: `${C}/createEncounter`,
    tag: 'console-reports',
    access: 'staff',
    summary: '新建一次就诊（就诊日期、科室、接诊医生，可关联该儿童的预约）。按 babyId 时儿童须已绑定就诊档案',
    body: z.strictObject({ ...childRef, ...encounterFields }).refine(namesChild, NEEDS_CHILD),
    response: encounterView,
  }),
  consoleUpdateEncounter: endpoint({
    method: 'POST',
    path: `${C}/updateEncounter`,
    tag: 'console-reports',
    access: 'staff',
    summary: '修改就诊信息（整体替换：就诊日期、科室、接诊医生、关联预约；不传 appointmentId 即取消关联）',
    body: z.strictObject({ encounterId: idField, ...encounterFields }),
    response: encounterView,
  }),
  consoleCreateReport: endpoint({
    method: 'POST',
    path: `${C}/createReport`,
    tag: 'console-reports',
    access: 'staff',
    summary:
      '在一次就诊下新建检查报告及其结果。数值结果的偏高/偏低由系统按参考范围计算（等于上下限不算异常）；文字结果可用 abnormal 标记异常',
    body: z
      .strictObject({ encounterId: idField, ...reportFields })
      .refine(sampledBeforeReported, SAMPLED_AFTER_REPORTED),
    response: consoleReportDetail,
  }),
  consoleUpdateReport: endpoint({
    method: 'POST',
    path: `${C}/updateReport`,
    tag: 'console-reports',
    access: 'staff',
    summary: '修改检查报告（整体替换：名称、类型、时间、报告医生、结论，结果行全部替换），在一个事务内完成',
    body: z
      .strictObject({ reportId: idField, ...reportFields })
      .refine(sampledBeforeReported, SAMPLED_AFTER_REPORTED),
    response: consoleReportDetail,
  }),
  consoleDeleteReport: endpoint({
    method: 'POST',
    path: `${C}/deleteReport`,
    tag: 'console-reports',
    access: 'staff',
    summary: '删除录错的检查报告（需写明原因；家长端不再显示，报告单一并不再提供）',
    body: z.strictObject({ reportId: idField, reason: reasonField }),
    response: z.object({ reportId: z.number().int(), deleted: z.literal(true) }),
  }),
  consoleDeleteFile: endpoint({
    method: 'POST',
    path: `${C}/deleteFile`,
    tag: 'console-reports',
    access: 'staff',
    summary: '删除传错的PDF报告单（需写明原因）',
    body: z.strictObject({ fileId: idField, reason: reasonField }),
    response: z.object({ fileId: z.number().int(), deleted: z.literal(true) }),
  }),
  consoleRecordQrCode: endpoint({
    method: 'GET',
    path: `${C}/recordQrCode`,
    tag: 'console-reports',
    access: 'staff',
    summary:
      '档案二维码：交给监护人打印或出示，家长用微信扫码后在“报告查询”把该就诊档案绑定到自己的宝宝（qrCodeBindRecord）。持码即可绑定，每次生成都记入审计',
    query: z.strictObject({ pid: pidField }),
    response: z.object({ pid: z.string(), name: z.string(), url: z.string(), svg: z.string() }),
  }),
} as const;
