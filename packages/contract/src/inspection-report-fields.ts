import { z } from 'zod';
import { dateField, idField } from './fields.ts';
import { REPORT_KINDS } from './inspection-report-answers.ts';

/** The input fields of the inspection-report calls, with the Chinese message a doctor reads. */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}应为文字` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .optional();

/** An instant with its offset, e.g. 2024-06-01T09:30:00+08:00 (stored as UTC). */
export const instantField = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}格式应为 2024-06-01T09:30:00+08:00` });

export const reasonField = z
  .string({ error: '请写明删除原因' })
  .trim()
  .min(1, '请写明删除原因')
  .max(100, '原因不能超过100个字');

/** A reference limit: a finite number (JSON). */
const limitField = (label: string) => z.number({ error: `${label}应为数字` });

/**
 * One result row as staff enter it. `value` is a number, or text (阴性, 1:40); a text that is a plain
 * decimal (4.50) counts as a number and keeps its written form for display. `abnormal` marks a text
 * result as out of range; numeric results are judged by the server from refLow/refHigh.
 */
export const resultInput = z
  .strictObject({
    itemName: requiredText('项目名称', 50),
    itemCode: optionalText('项目代码', 20),
    value: z.union([z.number(), z.string().trim().min(1, '请输入结果').max(50, '结果不能超过50个字')], {
      error: '请输入结果（数字或文字）',
    }),
    unit: optionalText('单位', 20),
    refLow: limitField('参考下限').optional(),
    refHigh: limitField('参考上限').optional(),
    rangeText: optionalText('参考范围', 50),
    abnormal: z.boolean({ error: 'abnormal 应为 true 或 false' }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.refLow !== undefined && r.refHigh !== undefined && r.refLow > r.refHigh)
      ctx.addIssue({ code: 'custom', path: ['refHigh'], message: '参考上限不能小于下限' });
    if (r.abnormal === true && numericValue(r.value) !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['abnormal'],
        message: '数值结果的高低由系统按参考范围判断，只有文字结果可以标记异常',
      });
  });
export type ResultInput = z.output<typeof resultInput>;

/** The number a result value stands for, or null for a text result. */
export const numericValue = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return /^[-+]?\d{1,12}(\.\d{1,8})?$/.test(value) ? Number(value) : null;
};

export const MAX_RESULTS_PER_REPORT = 200;

export const reportFields = {
  name: requiredText('报告名称', 50),
  kind: z.enum(REPORT_KINDS, { error: '报告类型应为 lab（检验）、imaging（影像检查）或 other（其他）' }),
  sampledAt: instantField('采样/检查时间').optional(),
  reportedAt: instantField('报告时间').optional(),
  reportingDoctor: optionalText('报告医生', 20),
  conclusion: optionalText('检查所见/结论', 2000),
  /** Replaces every result row of the report (an empty list clears them). */
  results: z
    .array(resultInput, { error: 'results 应为结果列表' })
    .max(MAX_RESULTS_PER_REPORT, `一份报告最多${MAX_RESULTS_PER_REPORT}项结果`)
    .default([]),
};

export const sampledBeforeReported = (r: {
  sampledAt?: string | undefined;
  reportedAt?: string | undefined;
}) =>
  r.sampledAt === undefined ||
  r.reportedAt === undefined ||
  Date.parse(r.sampledAt) <= Date.parse(r.reportedAt);
export const SAMPLED_AFTER_REPORTED = { message: '报告时间不能早于采样/检查时间', path: ['reportedAt'] };

export const encounterFields = {
  visitDate: dateField,
  departmentName: requiredText('科室', 30),
  doctorName: requiredText('接诊医生', 20),
  /** The appointment this visit came from; it must be the same child's. */
  appointmentId: idField.optional(),
};

/** The largest PDF sheet accepted unless REPORT_FILE_MAX_BYTES says otherwise. */
export const DEFAULT_REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const fileTooLargeMessage = (maxBytes: number) =>
  `文件过大，请上传${
    maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / (1024 * 1024))}MB` : `${Math.floor(maxBytes / 1024)}KB`
  }以内的PDF`;
export const NOT_A_PDF_MESSAGE = '只能上传PDF格式的报告单';
