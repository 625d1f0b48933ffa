import { z } from 'zod';
import { pageOf } from './envelope.ts';

/**
 * The answers of the inspection-report calls (检查/检验报告), shared by the parent and console calls.
 * Times are ISO 8601 UTC strings; visit dates are YYYY-MM-DD on the clinic calendar.
 */

export const REPORT_KINDS = ['lab', 'imaging', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_NAMES: Readonly<Record<ReportKind, string>> = {
  lab: '检验',
  imaging: '影像检查',
  other: '其他检查',
};

/**
 * Out of range: `high` / `low` are computed by the server from a numeric value and its reference
 * range (a value equal to a limit is in range); `abnormal` is set by staff on a text result (阳性).
 */
export const RESULT_FLAGS = ['high', 'low', 'abnormal'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];
/** What the page prints beside a flagged value. */
export const RESULT_FLAG_MARKS: Readonly<Record<ResultFlag, string>> = {
  high: '↑',
  low: '↓',
  abnormal: '异常',
};

/** Shown when the baby is not linked to a clinic record yet (the page offers binding). */
export const NOT_LINKED_HINT = '宝宝还未绑定就诊档案，绑定后可查看医院出具的检查报告';

export const encounterView = z.object({
  encounterId: z.number().int(),
  pid: z.string(),
  /** YYYY-MM-DD */
  visitDate: z.string(),
  departmentName: z.string(),
  doctorName: z.string(),
  /** The booking this visit came from, when known. */
  appointmentId: z.number().int().nullable(),
});

export const reportSummary = z.object({
  reportId: z.number().int(),
  name: z.string(),
  kind: z.enum(REPORT_KINDS),
  kindName: z.string(),
  sampledAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
  resultCount: z.number().int(),
  /** Results flagged high, low or abnormal. */
  abnormalCount: z.number().int(),
  fileCount: z.number().int(),
});

export const encounterWithReports = encounterView.extend({ reports: z.array(reportSummary) });

export const resultView = z.object({
  resultId: z.number().int(),
  itemName: z.string(),
  itemCode: z.string().nullable(),
  /** A number when the result is numeric, else the text (阴性). */
  value: z.union([z.number(), z.string()]),
  /** The value as entered, for display (keeps 4.50 as 4.50). */
  valueText: z.string(),
  unit: z.string().nullable(),
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
  /** The reference range for display: the text range if given, else built from the limits (3.5-9.5, ≤10, ≥1.2). */
  rangeText: z.string().nullable(),
  flag: z.enum(RESULT_FLAGS).nullable(),
  /** ↑, ↓, 异常, or '' when in range. */
  flagMark: z.string(),
});

export const reportFileView = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** Omitted when the PDF's page tree could not be read at upload. */
  pageCount: z.number().int().optional(),
  uploadedAt: z.string(),
});

export const reportDetail = reportSummary.extend({
  reportingDoctor: z.string().nullable(),
  /** Findings or conclusion text (影像所见/结论), if any. */
  conclusion: z.string().nullable(),
  encounter: encounterView,
  results: z.array(resultView),
  files: z.array(reportFileView),
});

export const reportFileListItem = reportFileView.extend({
  reportId: z.number().int(),
  reportName: z.string(),
  visitDate: z.string(),
  departmentName: z.string(),
});

/** Whether the baby has a clinic record; when not, the list is empty and `hint` says why. */
export const recordLink = {
  recordLinked: z.boolean(),
  pid: z.string().nullable(),
  hint: z.string().nullable(),
};

export const encounterPage = pageOf(encounterWithReports).extend(recordLink);
export const reportFilePage = pageOf(reportFileListItem).extend(recordLink);

/** Console views carry who last changed a row and when (最后修改/修改人). */
const changed = { updatedAt: z.string(), updatedByName: z.string().nullable() };
export const consoleReportSummary = reportSummary.extend(changed);
export const consoleEncounter = encounterView.extend({
  ...changed,
  reports: z.array(consoleReportSummary),
});
export const consoleReportFile = reportFileView.extend({
  sha256: z.string(),
  uploadedByName: z.string().nullable(),
});
export const consoleReportDetail = reportDetail.extend({
  ...changed,
  files: z.array(consoleReportFile),
});
