import { createHash, randomUUID } from 'node:crypto';
import { fileTooLargeMessage, NOT_A_PDF_MESSAGE } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import { pdfPageCount } from '../../pdf/pdf-pages.ts';
import type { StoredObject } from '../../providers/storage/storage-provider.ts';
import type { ParentPrincipal, StaffPrincipal } from '../sessions/sessions.types.ts';
import {
  type FileRow,
  findLiveFile,
  findLiveReport,
  insertFile,
  touchLiveReport,
} from './inspection-reports.repository.ts';
import { guardsRecord } from './inspection-reports.service.ts';
import { auditChild } from './inspection-report-audit.ts';
import { consoleFileView } from './inspection-report-views.ts';
import { noticeReportReady } from './report-notices.ts';
import { inTransaction } from '../../db/database.ts';

/** PDF report sheets: checked, stored under a random key through the storage provider, read back. */

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
export const isPdf = (bytes: Uint8Array) =>
  bytes.byteLength > PDF_MAGIC.byteLength && Buffer.from(bytes.subarray(0, 5)).equals(PDF_MAGIC);

/** The name as shown to parents: no folders, no control characters, at most 100 characters. */
export const cleanFileName = (raw: string | undefined) => {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  const name = printable.trim().slice(0, 100);
  return name || '报告单.pdf';
};

export interface Upload {
  reportId: number;
  fileName: string | undefined;
  bytes: Uint8Array;
}

export const uploadReportFile = async (ctx: AppContext, p: StaffPrincipal, upload: Upload) => {
  const maxBytes = ctx.config.REPORT_FILE_MAX_BYTES;
  if (upload.bytes.byteLength === 0) throw invalidInput({ file: '文件是空的，请重新选择' });
  if (upload.bytes.byteLength > maxBytes) throw invalidInput({ file: fileTooLargeMessage(maxBytes) });
  if (!isPdf(upload.bytes)) throw invalidInput({ file: NOT_A_PDF_MESSAGE });
  const key = `reports/${randomUUID()}.pdf`;
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const pageCount = await pdfPageCount(upload.bytes);
  await ctx.storage.put(key, upload.bytes, 'application/pdf');
  let stored: { row: FileRow; pid: string };
  try {
    stored = await inTransaction(ctx.db, async (trx) => {
      // Touching the report holds it (a delete at the same moment waits) and finds one deleted meanwhile.
      const report = await touchLiveReport(trx, upload.reportId, p.staffId, nowIso());
      if (!report) throw notFound('报告不存在');
      const row = await insertFile(trx, {
        report_id: upload.reportId,
        storage_key: key,
        file_name: cleanFileName(upload.fileName),
        content_type: 'application/pdf',
        size_bytes: upload.bytes.byteLength,
        sha256,
        page_count: pageCount,
        uploaded_by_staff_id: p.staffId,
        created_at: nowIso(),
        deleted_at: null,
        deleted_by_staff_id: null,
        delete_reason: null,
      });
      const filed = await findLiveReport(trx, report.id);
      if (filed) await noticeReportReady(ctx, trx, filed);
      return { row, pid: report.pid };
    });
  } catch (err) {
    await ctx.storage.delete(key);
    throw err;
  }
  await auditChild(
    ctx,
    p,
    'child.reports.file.upload',
    { pid: stored.pid },
    {
      fileId: stored.row.id,
      reportId: upload.reportId,
      sizeBytes: stored.row.size_bytes,
    },
  );
  return consoleFileView({ ...stored.row, uploaded_by_name: p.displayName });
};

export interface OpenedFile {
  file: FileRow;
  object: StoredObject;
}

const open = async (ctx: AppContext, file: FileRow | undefined): Promise<OpenedFile> => {
  if (!file) throw notFound('报告单不存在');
  const object = await ctx.storage.get(file.storage_key);
  // The row says the sheet exists but the store has no bytes: the caller still gets no bytes, and a clear word.
  if (!object) throw notFound('报告单文件缺失，请联系医院');
  return { file, object };
};

/** A parent opens a sheet of a record one of their babies is linked to; anything else is 4004. */
export const openFileForParent = async (ctx: AppContext, parent: ParentPrincipal, fileId: number) => {
  const file = await findLiveFile(ctx.db, fileId);
  return open(ctx, file && (await guardsRecord(ctx.db, parent, file.pid)) ? file : undefined);
};

export const openFileForStaff = async (ctx: AppContext, p: StaffPrincipal, fileId: number) => {
  const file = await findLiveFile(ctx.db, fileId);
  const opened = await open(ctx, file);
  await auditChild(
    ctx,
    p,
    'child.reports.file.read',
    { pid: file?.pid },
    {
      fileId,
      reportId: opened.file.report_id,
    },
  );
  return opened;
};
