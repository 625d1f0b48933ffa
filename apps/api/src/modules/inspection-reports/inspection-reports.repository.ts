import type { Insertable, Selectable } from 'kysely';
import { countAll, toCount } from '../../db/dialect.ts';
import type { EncountersTable, InspectionReportFilesTable, InspectionReportsTable } from '../../db/schema.ts';
import type { JudgedResult } from './result-flags.service.ts';
import type { Db } from '../../db/database.ts';

/**
 * The only SQL of inspection reports. Everything hangs off a live encounter of a pid; a parent reaches
 * a row only through one of their own live babies linked to that pid, which the services ask the babies
 * module about once they know the row's pid.
 */

export type EncounterRow = Selectable<EncountersTable>;
export type ReportRow = Selectable<InspectionReportsTable>;
export type FileRow = Selectable<InspectionReportFilesTable>;
type Page = { pageNum: number; pageSize: number };

const liveReports = (db: Db) =>
  db.kysely
    .selectFrom('inspection_reports as r')
    .innerJoin('encounters as e', 'e.id', 'r.encounter_id')
    .where('r.deleted_at', 'is', null)
    .where('e.deleted_at', 'is', null);

const liveFiles = (db: Db) =>
  liveReports(db)
    .innerJoin('inspection_report_files as f', 'f.report_id', 'r.id')
    .where('f.deleted_at', 'is', null);

// ---------------------------------------------------------------------------------------------
// Encounters
// ---------------------------------------------------------------------------------------------

export const pageEncounters = async (db: Db, pid: string, page: Page) => {
  const q = db.kysely
    .selectFrom('encounters as e')
    .where('e.pid', '=', pid)
    .where('e.deleted_at', 'is', null);
  const [rows, total] = await Promise.all([
    q
      .leftJoin('staff as s', 's.id', 'e.updated_by_staff_id')
      .selectAll('e')
      .select('s.display_name as updated_by_name')
      .orderBy('e.visit_date', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    q.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

export const findLiveEncounter = (db: Db, encounterId: number) =>
  db.kysely
    .selectFrom('encounters')
    .selectAll()
    .where('id', '=', encounterId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** A live visit of this record on or before `day` (YYYY-MM-DD, the clinic's calendar). */
export const findVisitOnOrBefore = (db: Db, pid: string, day: string) =>
  db.kysely
    .selectFrom('encounters')
    .select('id')
    .where('pid', '=', pid)
    .where('deleted_at', 'is', null)
    .where('visit_date', '<=', day)
    .limit(1)
    .executeTakeFirst();

export const insertEncounter = (db: Db, values: Insertable<EncountersTable>) =>
  db.kysely.insertInto('encounters').values(values).returningAll().executeTakeFirstOrThrow();

export const updateEncounter = (
  db: Db,
  encounterId: number,
  values: Pick<
    EncounterRow,
    'visit_date' | 'department_name' | 'doctor_name' | 'appointment_id' | 'updated_by_staff_id' | 'updated_at'
  >,
) =>
  db.kysely
    .updateTable('encounters')
    .set(values)
    .where('id', '=', encounterId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

// ---------------------------------------------------------------------------------------------
// Reports and results
// ---------------------------------------------------------------------------------------------

/** Live reports of these encounters with their counts, oldest first within an encounter. */
export const reportSummaries = async (db: Db, encounterIds: readonly number[], onlyReportId?: number) => {
  if (encounterIds.length === 0) return [];
  let q = db.kysely
    .selectFrom('inspection_reports as r')
    .leftJoin('staff as s', 's.id', 'r.updated_by_staff_id')
    .selectAll('r')
    .select((eb) => [
      's.display_name as updated_by_name',
      eb
        .selectFrom('inspection_results as x')
        .select(countAll())
        .whereRef('x.report_id', '=', 'r.id')
        .as('result_count'),
      eb
        .selectFrom('inspection_results as x')
        .select(countAll())
        .whereRef('x.report_id', '=', 'r.id')
        .where('x.flag', 'is not', null)
        .as('abnormal_count'),
      eb
        .selectFrom('inspection_report_files as f')
        .select(countAll())
        .whereRef('f.report_id', '=', 'r.id')
        .where('f.deleted_at', 'is', null)
        .as('file_count'),
    ])
    .where('r.encounter_id', 'in', encounterIds)
    .where('r.deleted_at', 'is', null);
  if (onlyReportId !== undefined) q = q.where('r.id', '=', onlyReportId);
  return q.orderBy('r.encounter_id').orderBy('r.id').execute();
};
export type ReportSummaryRow = Awaited<ReturnType<typeof reportSummaries>>[number];

/** A live report of a live encounter, with the encounter's pid. */
export const findLiveReport = (db: Db, reportId: number) =>
  liveReports(db).selectAll('r').select(['e.pid']).where('r.id', '=', reportId).executeTakeFirst();

export const insertReport = (db: Db, values: Insertable<InspectionReportsTable>) =>
  db.kysely.insertInto('inspection_reports').values(values).returning('id').executeTakeFirstOrThrow();

export const updateReport = (
  db: Db,
  reportId: number,
  values: Pick<
    ReportRow,
    | 'name'
    | 'kind'
    | 'sampled_at'
    | 'reported_at'
    | 'reporting_doctor'
    | 'conclusion'
    | 'updated_by_staff_id'
    | 'updated_at'
  >,
) =>
  db.kysely
    .updateTable('inspection_reports')
    .set(values)
    .where('id', '=', reportId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

/** Replaces every result row of a report; the caller holds the transaction. */
export const replaceResults = async (trx: Db, reportId: number, results: readonly JudgedResult[]) => {
  await trx.kysely.deleteFrom('inspection_results').where('report_id', '=', reportId).execute();
  if (results.length === 0) return;
  await trx.kysely
    .insertInto('inspection_results')
    .values(
      results.map((r, position) => ({
        report_id: reportId,
        position,
        item_name: r.itemName,
        item_code: r.itemCode,
        value_text: r.valueText,
        value_number: r.valueNumber,
        unit: r.unit,
        ref_low: r.refLow,
        ref_high: r.refHigh,
        range_text: r.rangeText,
        flag: r.flag,
      })),
    )
    .execute();
};

export const resultsOf = (db: Db, reportId: number) =>
  db.kysely
    .selectFrom('inspection_results')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('position')
    .execute();

/** Marks a live report changed (a sheet was added); its pid, or undefined when it is gone. */
export const touchLiveReport = async (db: Db, reportId: number, staffId: number, at: string) => {
  const row = await db.kysely
    .updateTable('inspection_reports')
    .set({ updated_at: at, updated_by_staff_id: staffId })
    .where('id', '=', reportId)
    .where('deleted_at', 'is', null)
    .returning(['id', 'encounter_id'])
    .executeTakeFirst();
  const encounter = row && (await findLiveEncounter(db, row.encounter_id));
  return row && encounter ? { id: row.id, pid: encounter.pid } : undefined;
};

export const softDeleteReport = (
  db: Db,
  reportId: number,
  by: { staffId: number; reason: string; at: string },
) =>
  db.kysely
    .updateTable('inspection_reports')
    .set({ deleted_at: by.at, deleted_by_staff_id: by.staffId, delete_reason: by.reason })
    .where('id', '=', reportId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

export const filesOf = (db: Db, reportId: number) =>
  db.kysely
    .selectFrom('inspection_report_files as f')
    .leftJoin('staff as s', 's.id', 'f.uploaded_by_staff_id')
    .selectAll('f')
    .select('s.display_name as uploaded_by_name')
    .where('f.report_id', '=', reportId)
    .where('f.deleted_at', 'is', null)
    .orderBy('f.id')
    .execute();

/** Every live sheet of a record, by visit date then upload, newest first. */
export const pageFilesOfPid = async (db: Db, pid: string, page: Page) => {
  const q = liveFiles(db).where('e.pid', '=', pid);
  const [rows, total] = await Promise.all([
    q
      .selectAll('f')
      .select(['r.name as report_name', 'e.visit_date', 'e.department_name'])
      .orderBy('e.visit_date', 'desc')
      .orderBy('f.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    q.select(countAll()).executeTakeFirst(),
  ]);
  return { rows, total: toCount(total?.count) };
};

/** A live file of a live report and encounter, with the encounter's pid. */
export const findLiveFile = (db: Db, fileId: number) =>
  liveFiles(db).selectAll('f').select(['e.pid']).where('f.id', '=', fileId).executeTakeFirst();

export const insertFile = (db: Db, values: Insertable<InspectionReportFilesTable>) =>
  db.kysely.insertInto('inspection_report_files').values(values).returningAll().executeTakeFirstOrThrow();

export const softDeleteFile = (db: Db, fileId: number, by: { staffId: number; reason: string; at: string }) =>
  db.kysely
    .updateTable('inspection_report_files')
    .set({ deleted_at: by.at, deleted_by_staff_id: by.staffId, delete_reason: by.reason })
    .where('id', '=', fileId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
