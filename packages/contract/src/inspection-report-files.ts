import { z } from 'zod';
import type { Access, HttpMethod } from './endpoint.ts';
import { idField } from './fields.ts';
import { consoleReportFile } from './inspection-report-answers.ts';

/**
 * The PDF report sheets' byte routes. They are not `Endpoint`s (so not in `api`, the OpenAPI document
 * or the R1/R7 tables, which all assume a JSON envelope on success): a download answers the PDF
 * bytes themselves, an upload is multipart. Their input is still declared here and validated by the
 * server with these schemas; every refusal is the usual envelope (4000 with data.fields, 4004, 1000).
 *
 * Download (parent and staff): GET with the session token in the Authorization header, as every call;
 * success is HTTP 200 with `Content-Type: application/pdf`, `Content-Disposition: inline`,
 * `Cache-Control: private, no-store`, `X-Content-Type-Options: nosniff` and the bytes. A file that is
 * unknown, deleted, or of another family's record answers the 4004 envelope and no bytes: check the
 * Content-Type before reading the body as a PDF.
 *
 * Upload (staff): multipart/form-data with the field `reportId` and one part `file` (a PDF, sniffed
 * from its first bytes; at most REPORT_FILE_MAX_BYTES, default 20 MB). Answers the envelope with
 * the stored file.
 */
interface FileRoute<Q extends z.ZodType | undefined, F extends z.ZodType | undefined> {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  /** The query string (downloads). */
  query: Q;
  /** The multipart form's text fields (uploads). */
  fields: F;
}

const fileQuery = z.strictObject({ fileId: idField });

export const inspectionReportFiles = {
  reportFile: {
    method: 'GET',
    path: '/opordering/wechatapp/reportFile',
    access: 'parent',
    summary: '查看PDF报告单（报告单 webPage）：返回PDF文件本身；他人的或已删除的文件为 4004',
    query: fileQuery,
    fields: undefined,
  },
  consoleDownloadFile: {
    method: 'GET',
    path: '/api/console/reports/downloadFile',
    access: 'staff',
    summary: '工作人员查看PDF报告单（记入审计）',
    query: fileQuery,
    fields: undefined,
  },
  consoleUploadFile: {
    method: 'POST',
    path: '/api/console/reports/uploadFile',
    access: 'staff',
    summary: '为检查报告上传一份PDF报告单（multipart：reportId 与 file）',
    query: undefined,
    fields: z.strictObject({ reportId: idField }),
  },
} as const satisfies Record<string, FileRoute<z.ZodType | undefined, z.ZodType | undefined>>;

/** The upload's answer (inside the envelope). */
export const uploadedReportFile = consoleReportFile;
