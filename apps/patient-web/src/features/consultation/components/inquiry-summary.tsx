import Button from 'antd-mobile/es/components/button';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { formatDateTime } from '../../../lib/countdown.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { useInquirySummary } from '../api/use-inquiry-summary.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { LoadFailed, Loading } from './status-views.tsx';
import styles from './summary.module.css';

/** 问诊小结 (?inquiryId=): findings, advice, what to watch for, when to come back; book the same doctor. */
export const InquirySummary = ({ inquiryId }: { inquiryId: number | null }) => {
  const router = useAppRouter();
  const summary = useInquirySummary(inquiryId);
  if (inquiryId === null) return <EmptyState tip={t.badLink} />;
  if (summary.isLoading) return <Loading />;
  if (summary.isError && !summary.data) return <EmptyState tip={summary.error.message || t.noSummary} />;
  if (!summary.data) return <LoadFailed onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  const parts = [
    { key: 'findings', title: t.findings, text: s.findings },
    { key: 'advice', title: t.advice, text: s.advice },
    { key: 'watchFor', title: t.watchFor, text: s.watchFor },
    { key: 'returnAdvice', title: t.returnAdvice, text: s.returnAdvice },
  ];
  return (
    <div className={styles.page} data-testid="inquiry-summary-page">
      <header className={styles.head}>
        <strong>{s.doctorName}</strong>
        <span>
          {t.closedAt} {formatDateTime(s.closedAt)}
        </span>
      </header>
      {parts.map((p) => (
        <PageSection key={p.key} title={p.title}>
          <p className={styles.text} data-testid={`summary-${p.key}`}>
            {p.text}
          </p>
        </PageSection>
      ))}
      <p className={styles.note}>{t.summaryNote}</p>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          data-testid="summary-book"
          onClick={() => router.navigate(CONSULT_ROUTES.scheduling, { doctorId: s.doctorId })}
        >
          {t.bookSameDoctor}
        </Button>
        <Button
          block
          shape="rounded"
          data-testid="summary-rate"
          onClick={() => router.navigate(CONSULT_ROUTES.evaluationDetails, { inquiryId })}
        >
          {t.rate}
        </Button>
      </div>
    </div>
  );
};
