import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageQuery } from './envelope.ts';
import { idField } from './fields.ts';
import { babyRef, NEEDS_BABY, needsBaby } from './growth-fields.ts';
import { encounterPage, reportDetail, reportFilePage } from './inspection-report-answers.ts';
import { inspectionReportsConsole } from './inspection-reports-console.ts';

/**
 * Inspection reports (报告查询 jcReport, 检查报告单 jcPdf/pdfList/webPage): a clinic visit
 * (encounter) of a patient record (pid) holds reports, each with structured results and/or PDF
 * sheets. A parent sees the reports of every record one of their babies is linked to (babies.pid),
 * so every guardian of the same record sees the same reports; anything else reads as 4004.
 * The baby is named by babyId or by pid, as in the growth calls.
 */
export * from './inspection-report-answers.ts';
export {
  DEFAULT_REPORT_FILE_MAX_BYTES,
  fileTooLargeMessage,
  MAX_RESULTS_PER_REPORT,
  NOT_A_PDF_MESSAGE,
  numericValue,
  type ResultInput,
} from './inspection-report-fields.ts';
export { inspectionReportFiles, uploadedReportFile } from './inspection-report-files.ts';

const W = '/opordering/wechatapp';

const babyPage = z.strictObject({ ...babyRef, ...pageQuery.shape }).refine(needsBaby, NEEDS_BABY);

export const inspectionReports = {
  encounterList: endpoint({
    method: 'POST',
    path: `${W}/encounterList`,
    tag: 'inspection-reports',
    access: 'parent',
    summary:
      '报告查询：宝宝就诊档案的就诊记录（新的在前），每次就诊附其检查报告概要（结果数、异常数、报告单数）。宝宝未绑定就诊档案时返回空列表，recordLinked 为 false，hint 为提示文字',
    body: babyPage,
    response: encounterPage,
  }),
  checkDetails: endpoint({
    method: 'POST',
    path: `${W}/checkDetails`,
    tag: 'inspection-reports',
    access: 'parent',
    summary:
      '检查报告详情：所属就诊、各项结果（数值、单位、参考范围、↑↓异常标记）与PDF报告单列表（用 GET reportFile?fileId= 查看）',
    body: z.strictObject({ reportId: idField }),
    response: reportDetail,
  }),
  reportFileList: endpoint({
    method: 'POST',
    path: `${W}/reportFileList`,
    tag: 'inspection-reports',
    access: 'parent',
    summary: '检查报告单：宝宝就诊档案的全部PDF报告单，新的在前，附报告名称与就诊日期',
    body: babyPage,
    response: reportFilePage,
  }),
  ...inspectionReportsConsole,
} as const;
