import type { api, ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import {
  findLiveEncounter,
  findLiveFile,
  findLiveReport,
  insertReport,
  replaceResults,
  softDeleteFile,
  softDeleteReport,
  updateReport,
} from './inspection-reports.repository.ts';
import { auditChild } from './inspection-report-audit.ts';
import { loadReport } from './inspection-report-views.ts';
import { hasFindings, noticeReportReady } from './report-notices.ts';
import { judgeResult } from './result-flags.service.ts';
import { inTransaction } from '../../db/database.ts';

/**
 * Staff entering and correcting reports. A report and its result rows are written in one
 * transaction (the rows are replaced as a whole), and deleting is soft, with the reason, audited.
 */

/** What consoleCreateReport and consoleUpdateReport share: the report itself, without where it goes. */
type ReportInput = Omit<ParsedBodyOf<typeof api.inspectionReports.consoleUpdateReport>, 'reportId'>;

/** A small allowance for the clocks of the laboratory's machines. */
const CLOCK_SKEW_MS = 5 * 60_000;

const instant = (value: string | undefined, field: string, now: number) => {
  if (value === undefined) return null;
  const at = Date.parse(value);
  if (at > now + CLOCK_SKEW_MS) throw invalidInput({ [field]: '时间不能晚于现在' });
  return new Date(at).toISOString();
};

const reportValues = (p: StaffPrincipal, input: ReportInput, now: string) => ({
  name: input.name,
  kind: input.kind,
  sampled_at: instant(input.sampledAt, 'sampledAt', Date.parse(now)),
  reported_at: instant(input.reportedAt, 'reportedAt', Date.parse(now)),
  reporting_doctor: input.reportingDoctor || null,
  conclusion: input.conclusion || null,
  updated_by_staff_id: p.staffId,
  updated_at: now,
});

const flaggedCount = (results: ReturnType<typeof judgeResult>[]) => results.filter((r) => r.flag).length;

export const createReport = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.inspectionReports.consoleCreateReport>,
) => {
  const db = ctx.db;
  const encounter = await findLiveEncounter(db, input.encounterId);
  if (!encounter) throw notFound('就诊记录不存在');
  const now = nowIso();
  const values = reportValues(p, input, now);
  const results = input.results.map(judgeResult);
  const reportId = await inTransaction(db, async (trx) => {
    const { id } = await insertReport(trx, {
      ...values,
      encounter_id: encounter.id,
      created_by_staff_id: p.staffId,
      created_at: now,
      deleted_at: null,
      deleted_by_staff_id: null,
      delete_reason: null,
    });
    await replaceResults(trx, id, results);
    if (hasFindings(values, results.length))
      await noticeReportReady(ctx, trx, { id, name: values.name, pid: encounter.pid });
    return id;
  });
  await auditChild(
    ctx,
    p,
    'child.reports.report.create',
    { pid: encounter.pid },
    {
      reportId,
      resultCount: results.length,
      flaggedCount: flaggedCount(results),
    },
  );
  return reportAnswer(ctx, reportId);
};

export const editReport = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.inspectionReports.consoleUpdateReport>,
) => {
  const db = ctx.db;
  const now = nowIso();
  const values = reportValues(p, input, now);
  const results = input.results.map(judgeResult);
  const pid = await inTransaction(db, async (trx) => {
    // The conditional update finds a report deleted meanwhile, and holds its row until the rows are in.
    const updated = await updateReport(trx, input.reportId, values);
    const report = updated ? await findLiveReport(trx, input.reportId) : undefined;
    if (!report) throw notFound('报告不存在');
    await replaceResults(trx, input.reportId, results);
    // A report entered empty (its sheet to follow) that now has results is told now, once.
    if (hasFindings(report, results.length)) await noticeReportReady(ctx, trx, report);
    return report.pid;
  });
  await auditChild(
    ctx,
    p,
    'child.reports.report.update',
    { pid },
    {
      reportId: input.reportId,
      resultCount: results.length,
      flaggedCount: flaggedCount(results),
    },
  );
  return reportAnswer(ctx, input.reportId);
};

const reportAnswer = async (ctx: AppContext, reportId: number) => {
  const report = await findLiveReport(ctx.db, reportId);
  if (!report) throw notFound('报告不存在');
  return (await loadReport(ctx.db, report)).console;
};

export const deleteReport = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.inspectionReports.consoleDeleteReport>,
) => {
  const report = await findLiveReport(ctx.db, input.reportId);
  const deleted =
    report &&
    (await softDeleteReport(ctx.db, input.reportId, {
      staffId: p.staffId,
      reason: input.reason,
      at: nowIso(),
    }));
  if (!report || !deleted) throw notFound('报告不存在');
  await auditChild(
    ctx,
    p,
    'child.reports.report.delete',
    { pid: report.pid },
    {
      reportId: input.reportId,
      reason: input.reason,
    },
  );
  return { reportId: input.reportId, deleted: true as const };
};

export const deleteFile = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.inspectionReports.consoleDeleteFile>,
) => {
  const file = await findLiveFile(ctx.db, input.fileId);
  const deleted =
    file &&
    (await softDeleteFile(ctx.db, input.fileId, {
      staffId: p.staffId,
      reason: input.reason,
      at: nowIso(),
    }));
  if (!file || !deleted) throw notFound('报告单不存在');
  // The bytes stay in the store: a deleted sheet is hidden, not destroyed (medical records are kept).
  await auditChild(
    ctx,
    p,
    'child.reports.file.delete',
    { pid: file.pid },
    {
      fileId: input.fileId,
      reportId: file.report_id,
      reason: input.reason,
    },
  );
  return { fileId: input.fileId, deleted: true as const };
};
