import { type api, NOT_LINKED_HINT, type PageQuery, type ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { findOwnedBabyLinkedTo, ownedBabyBy } from '../babies/owned-babies.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { findLiveReport, pageEncounters, pageFilesOfPid } from './inspection-reports.repository.ts';
import { encounterView, fileView, loadReport, summaryView, withReports } from './inspection-report-views.ts';

/**
 * A parent's reading of inspection reports. The baby is the caller's own (by babyId or pid, foreign
 * = 4004); its reports are those of the record it links, which every guardian linked to the same pid
 * shares. A baby without a record gets an empty page that says so, for the page to offer binding.
 */

/**
 * Whether the parent may read a row of this record: one of their own live babies links it (every
 * guardian of the pid may). The caller answers 4004 when not, as for a row that does not exist.
 */
export const guardsRecord = async (db: Db, parent: ParentPrincipal, pid: string) =>
  (await findOwnedBabyLinkedTo(db, parent, pid)) !== undefined;

const notLinked = (q: PageQuery) => ({
  list: [],
  total: 0,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
  recordLinked: false,
  pid: null,
  hint: NOT_LINKED_HINT,
});

export const listEncounters = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.inspectionReports.encounterList>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  if (baby.pid === null) return notLinked(q);
  const db = ctx.db;
  const { rows, total } = await pageEncounters(db, baby.pid, q);
  const grouped = await withReports(db, rows, summaryView);
  return {
    list: grouped.map((g) => ({ ...encounterView(g.encounter), reports: g.reports })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    recordLinked: true,
    pid: baby.pid,
    hint: null,
  };
};

export const reportDetails = async (ctx: AppContext, parent: ParentPrincipal, reportId: number) => {
  const report = await findLiveReport(ctx.db, reportId);
  if (!report || !(await guardsRecord(ctx.db, parent, report.pid))) throw notFound('报告不存在');
  return (await loadReport(ctx.db, report)).parent;
};

export const listReportFiles = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.inspectionReports.reportFileList>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  if (baby.pid === null) return notLinked(q);
  const { rows, total } = await pageFilesOfPid(ctx.db, baby.pid, q);
  return {
    list: rows.map((f) => ({
      ...fileView(f),
      reportId: f.report_id,
      reportName: f.report_name,
      visitDate: f.visit_date,
      departmentName: f.department_name,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    recordLinked: true,
    pid: baby.pid,
    hint: null,
  };
};
