import { type Kysely, sql } from 'kysely';
import { type DialectName, idColumn, idColumnType } from '../dialect.ts';

/**
 * Inspection reports (检查/检验报告): a clinic visit (encounter) of a patient record holds reports;
 * a report holds structured result rows and PDF sheets kept in the file store. Everything belongs to
 * the pid, not to one parent's baby, so every guardian whose baby links the record sees it.
 * Encounters, reports and files are deleted softly (who, when, why); result rows are replaced as a
 * whole when staff save a report, inside the same transaction.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const id = idColumn(dialect);
  const idType = idColumnType(dialect);

  await db.schema
    .createTable('encounters')
    .addColumn('id', idType, id)
    .addColumn('pid', 'text', (c) => c.notNull().references('patient_records.pid'))
    .addColumn('visit_date', 'text', (c) => c.notNull()) // YYYY-MM-DD on the clinic calendar
    .addColumn('department_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id'))
    .addColumn('created_by_staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('updated_by_staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('encounters_visit_date', sql`length(visit_date) = 10`)
    .execute();
  await sql`create index encounters_pid on encounters (pid, visit_date, id) where deleted_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('inspection_reports')
    .addColumn('id', idType, id)
    .addColumn('encounter_id', 'integer', (c) => c.notNull().references('encounters.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sampled_at', 'text')
    .addColumn('reported_at', 'text')
    .addColumn('reporting_doctor', 'text')
    .addColumn('conclusion', 'text')
    .addColumn('created_by_staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('updated_by_staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('delete_reason', 'text')
    .addCheckConstraint('inspection_reports_kind', sql`kind in ('lab', 'imaging', 'other')`)
    .addCheckConstraint(
      'inspection_reports_times',
      sql`sampled_at is null or reported_at is null or sampled_at <= reported_at`,
    )
    .addCheckConstraint(
      'inspection_reports_deletion',
      sql`(deleted_at is null and deleted_by_staff_id is null and delete_reason is null) or (deleted_at is not null and deleted_by_staff_id is not null and delete_reason is not null)`,
    )
    .execute();
  await sql`create index inspection_reports_encounter on inspection_reports (encounter_id, id) where deleted_at is null`.execute(
    db,
  );

  // Values travel as entered (value_text keeps 4.50 and 阴性); value_number holds the number when
  // there is one, and the flag is the server's judgement at the time of saving.
  await db.schema
    .createTable('inspection_results')
    .addColumn('id', idType, id)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('inspection_reports.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('item_code', 'text')
    .addColumn('value_text', 'text', (c) => c.notNull())
    .addColumn('value_number', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('ref_low', 'double precision')
    .addColumn('ref_high', 'double precision')
    .addColumn('range_text', 'text')
    .addColumn('flag', 'text')
    .addUniqueConstraint('inspection_results_position', ['report_id', 'position'])
    .addCheckConstraint('inspection_results_flag', sql`flag is null or flag in ('high', 'low', 'abnormal')`)
    .addCheckConstraint(
      'inspection_results_range',
      sql`ref_low is null or ref_high is null or ref_low <= ref_high`,
    )
    .addCheckConstraint(
      'inspection_results_judged',
      sql`(flag in ('high', 'low') and value_number is not null) or (flag = 'abnormal' and value_number is null) or flag is null`,
    )
    .execute();

  await db.schema
    .createTable('inspection_report_files')
    .addColumn('id', idType, id)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('inspection_reports.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('uploaded_by_staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('delete_reason', 'text')
    .addCheckConstraint('inspection_report_files_pdf', sql`content_type = 'application/pdf'`)
    .addCheckConstraint('inspection_report_files_size', sql`size_bytes > 0`)
    .addCheckConstraint('inspection_report_files_sha256', sql`length(sha256) = 64`)
    .addCheckConstraint(
      'inspection_report_files_deletion',
      sql`(deleted_at is null and deleted_by_staff_id is null and delete_reason is null) or (deleted_at is not null and deleted_by_staff_id is not null and delete_reason is not null)`,
    )
    .execute();
  await sql`create index inspection_report_files_report on inspection_report_files (report_id, id) where deleted_at is null`.execute(
    db,
  );
};
