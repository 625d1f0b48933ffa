import { REPORT_KIND_NAMES, RESULT_FLAG_MARKS } from '@sprout/contract';
import type { Selectable } from 'kysely';
import type { InspectionResultsTable } from '../../db/schema.ts';
import {
  type EncounterRow,
  type FileRow,
  filesOf,
  findLiveEncounter,
  type ReportRow,
  type ReportSummaryRow,
  reportSummaries,
  resultsOf,
} from './inspection-reports.repository.ts';
import type { Db } from '../../db/database.ts';

/** Rows to the contract's answers (inspection-report-answers.ts); the same views for parents and staff. */

export const encounterView = (e: EncounterRow) => ({
  encounterId: e.id,
  pid: e.pid,
  visitDate: e.visit_date,
  departmentName: e.department_name,
  doctorName: e.doctor_name,
  appointmentId: e.appointment_id,
});

export const summaryView = (r: ReportSummaryRow) => ({
  reportId: r.id,
  name: r.name,
  kind: r.kind,
  kindName: REPORT_KIND_NAMES[r.kind],
  sampledAt: r.sampled_at,
  reportedAt: r.reported_at,
  resultCount: Number(r.result_count ?? 0),
  abnormalCount: Number(r.abnormal_count ?? 0),
  fileCount: Number(r.file_count ?? 0),
});

export const consoleSummaryView = (r: ReportSummaryRow) => ({
  ...summaryView(r),
  updatedAt: r.updated_at,
  updatedByName: r.updated_by_name,
});

export const resultView = (r: Selectable<InspectionResultsTable>) => ({
  resultId: r.id,
  itemName: r.item_name,
  itemCode: r.item_code,
  value: r.value_number ?? r.value_text,
  valueText: r.value_text,
  unit: r.unit,
  refLow: r.ref_low,
  refHigh: r.ref_high,
  rangeText: r.range_text,
  flag: r.flag,
  flagMark: r.flag ? RESULT_FLAG_MARKS[r.flag] : '',
});

export const fileView = (f: FileRow) => ({
  fileId: f.id,
  fileName: f.file_name,
  sizeBytes: f.size_bytes,
  ...(f.page_count !== null ? { pageCount: f.page_count } : {}),
  uploadedAt: f.created_at,
});

export const consoleFileView = (f: FileRow & { uploaded_by_name: string | null }) => ({
  ...fileView(f),
  sha256: f.sha256,
  uploadedByName: f.uploaded_by_name,
});

/** Summaries grouped under their encounters, in the encounters' order. */
export const withReports = async <E extends EncounterRow, V>(
  db: Db,
  encounters: readonly E[],
  view: (r: ReportSummaryRow) => V,
) => {
  const summaries = await reportSummaries(
    db,
    encounters.map((e) => e.id),
  );
  return encounters.map((e) => ({
    encounter: e,
    reports: summaries.filter((s) => s.encounter_id === e.id).map(view),
  }));
};

/** Everything of one live report: its encounter, counts, results and live files. */
export const loadReport = async (db: Db, report: ReportRow) => {
  const [encounter, [summary], results, files] = await Promise.all([
    findLiveEncounter(db, report.encounter_id),
    reportSummaries(db, [report.encounter_id], report.id),
    resultsOf(db, report.id),
    filesOf(db, report.id),
  ]);
  if (!encounter || !summary) throw new Error(`report ${report.id} lost its encounter or summary`);
  const detail = {
    ...summaryView(summary),
    reportingDoctor: report.reporting_doctor,
    conclusion: report.conclusion,
    encounter: encounterView(encounter),
    results: results.map(resultView),
  };
  return {
    parent: { ...detail, files: files.map(fileView) },
    console: {
      ...detail,
      updatedAt: summary.updated_at,
      updatedByName: summary.updated_by_name,
      files: files.map(consoleFileView),
    },
  };
};
