import type { z } from 'zod';
import type { encounterWithReports, reportSummary } from '@sprout/contract';
import { useAppRouter } from '../../../lib/router.ts';
import { REPORT_ROUTES } from '../routes.ts';
import { reportStrings as s } from '../strings.ts';
import styles from './reports.module.css';

type Encounter = z.output<typeof encounterWithReports>;
type ReportSummary = z.output<typeof reportSummary>;

/** One visit (date, department, doctor) with its reports; a report opens 报告单. */
export const EncounterCard = ({ encounter }: { encounter: Encounter }) => (
  <section className={styles.card} data-testid={`encounter-${encounter.encounterId}`}>
    <div className={styles.visitHead}>
      <span className={styles.visitDate}>{encounter.visitDate}</span>
      <span className={styles.visitMeta}>
        {encounter.departmentName} · {encounter.doctorName}
      </span>
    </div>
    {encounter.reports.length === 0 ? (
      <div className={styles.muted}>{s.noReports}</div>
    ) : (
      encounter.reports.map((r) => <ReportRow key={r.reportId} report={r} />)
    )}
  </section>
);

const ReportRow = ({ report }: { report: ReportSummary }) => {
  const router = useAppRouter();
  return (
    <button
      type="button"
      className={styles.reportRow}
      data-testid={`report-${report.reportId}`}
      onClick={() => router.navigate(REPORT_ROUTES.detail, { reportId: report.reportId })}
    >
      <div className={styles.reportMain}>
        <div className={styles.reportName}>{report.name}</div>
        <div className={styles.reportSub}>
          <span className={styles.tag}>{report.kindName}</span>
          {report.resultCount > 0 ? (
            report.abnormalCount > 0 ? (
              <span className={styles.badgeBad}>{s.abnormal(report.abnormalCount)}</span>
            ) : (
              <span className={styles.badgeOk}>{s.allNormal}</span>
            )
          ) : null}
          {report.fileCount > 0 ? <span>{s.sheets(report.fileCount)}</span> : null}
        </div>
      </div>
      <span className={styles.arrow} aria-hidden="true">
        ›
      </span>
    </button>
  );
};
