import { createHash, randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/** Helpers shared by the inspection-report suites and the R1 rows. */

export const W = '/opordering/wechatapp';
export const RC = '/api/console/reports';
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A genuine PDF with `pages` pages (ASCII text: the standard fonts carry no CJK). */
export const makePdf = async (pages = 1, text = 'Sprout test report') => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    doc.addPage([595, 842]).drawText(`${text} p${i + 1}`, { x: 50, y: 780, font });
  return Buffer.from(await doc.save());
};

/** The first bytes of a real PNG file, padded: what a photo renamed to .pdf looks like. */
export const pngBytes = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
    Buffer.from('IHDR'),
    randomBytes(200),
  ]);

export interface FormFile {
  name: string;
  bytes: Uint8Array;
  field?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export const multipart = (fields: Record<string, string>, fileParts: FormFile[] = []) => {
  const boundary = `----sprout${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of fileParts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export interface UploadedFile {
  fileId: number;
  fileName: string;
  sizeBytes: number;
  pageCount?: number;
  sha256: string;
  uploadedByName: string | null;
}

export const upload = (t: TestApp, token: string, fields: Record<string, string>, files: FormFile[]) =>
  t.call<UploadedFile>('POST', `${RC}/uploadFile`, { token, ...multipart(fields, files) });

/** A GET of a byte route with the raw bytes kept (the harness's call decodes bodies as text). */
export const download = async (t: TestApp, path: string, fileId: number | string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: path,
    query: { fileId: String(fileId) },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
};

export const staffToken = (t: TestApp) => t.loginStaff('doctor', 'Sprout-doctor-2026');

export const createEncounter = async (
  t: TestApp,
  token: string,
  body: { babyId?: number; pid?: string; visitDate: string; departmentName?: string; doctorName?: string },
) => {
  const res = await t.call<{ encounterId: number }>('POST', `${RC}/createEncounter`, {
    token,
    body: { departmentName: '儿童保健科', doctorName: '林晓岚', ...body },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data.encounterId;
};

/** A 血常规 for a child of about 4: two values on a limit, one above, one below, one text result. */
export const BLOOD_ROUTINE = [
  { itemName: '白细胞计数', itemCode: 'WBC', value: 9.5, unit: '10^9/L', refLow: 4.0, refHigh: 9.5 },
  { itemName: '中性粒细胞百分比', itemCode: 'NEUT%', value: '22.0', unit: '%', refLow: 22, refHigh: 65 },
  { itemName: '淋巴细胞百分比', itemCode: 'LYM%', value: 71.2, unit: '%', refLow: 23, refHigh: 69 },
  { itemName: '血红蛋白', itemCode: 'HGB', value: 108, unit: 'g/L', refLow: 112, refHigh: 149 },
  { itemName: '血小板计数', itemCode: 'PLT', value: 265, unit: '10^9/L', refLow: 100, refHigh: 400 },
  { itemName: 'C反应蛋白', itemCode: 'CRP', value: '<0.5', unit: 'mg/L', rangeText: '0-10' },
  { itemName: '异型淋巴细胞', value: '可见', rangeText: '未见', abnormal: true },
];

export const createReport = async (
  t: TestApp,
  token: string,
  encounterId: number,
  body: Record<string, unknown> = {},
) => {
  const res = await t.call<{ reportId: number }>('POST', `${RC}/createReport`, {
    token,
    body: {
      encounterId,
      name: '血常规',
      kind: 'lab',
      sampledAt: '2025-03-10T09:05:00+08:00',
      reportedAt: '2025-03-10T10:30:00+08:00',
      reportingDoctor: '王检验',
      results: BLOOD_ROUTINE,
      ...body,
    },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data.reportId;
};

/** Audit rows about a patient record, oldest first. */
export const recordAudit = (t: TestApp, pid: string, action: string) =>
  t.ctx.db.kysely
    .selectFrom('audit_log')
    .select(['actor_type', 'actor_id', 'action', 'subject_type', 'subject_id', 'detail'])
    .where('subject_type', '=', 'patient_record')
    .where('subject_id', '=', pid)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
