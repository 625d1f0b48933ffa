import type { z } from 'zod';
import type { reportDetail } from '@sprout/contract';
import { clinicMinute } from '../../../lib/clinic-time.ts';
import { reportStrings as s } from '../strings.ts';
import { FileRow } from './file-row.tsx';
import styles from './reports.module.css';
import { ResultsTable } from './results-table.tsx';

type ReportDetail = z.output<typeof reportDetail>;

/** A time of the report on the clinic's calendar, to the minute, written with slashes as the sheet always was. */
const clinicTime = (iso: string | null): string | null =>
  iso ? (clinicMinute(iso)?.replaceAll('-', '/') ?? null) : null;

const Meta = ({ label, value }: { label: string; value: string | null }) =>
  value ? (
    <div className={styles.metaLine}>
      <span className={styles.metaLabel}>{label}</span>
      <span>{value}</span>
    </div>
  ) : null;

/** 报告单: the header, the results, the conclusion and the PDF sheets of one report. */
export const ReportDetailView = ({ report }: { report: ReportDetail }) => {
  const e = report.encounter;
  return (
    <div className={styles.page} data-testid="report-detail">
      <section className={styles.card}>
        <h2 className={styles.title}>{report.name}</h2>
        <Meta label={s.visit} value={`${e.visitDate} ${e.departmentName} · ${e.doctorName}`} />
        <Meta label={s.sampledAt} value={clinicTime(report.sampledAt)} />
        <Meta label={s.reportedAt} value={clinicTime(report.reportedAt)} />
        <Meta label={s.reportingDoctor} value={report.reportingDoctor} />
      </section>
      {report.results.length > 0 ? (
        <section className={styles.card}>
          <h3 className={styles.sectionTitle}>{s.results}</h3>
          <ResultsTable results={report.results} />
        </section>
      ) : null}
      {report.conclusion ? (
        <section className={styles.card}>
          <h3 className={styles.sectionTitle}>{s.conclusion}</h3>
          <p className={styles.conclusion}>{report.conclusion}</p>
        </section>
      ) : null}
      {report.files.length > 0 ? (
        <section className={styles.card}>
          <h3 className={styles.sectionTitle}>{s.files}</h3>
          {report.files.map((f) => (
            <FileRow
              key={f.fileId}
              fileId={f.fileId}
              title={f.fileName}
              subtitle={f.pageCount ? s.pages(f.pageCount) : ''}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
};
