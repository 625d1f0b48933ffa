import { EmptyState } from '../../../components/empty-state.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { formatDateTime } from '../../../lib/countdown.ts';
import { useInquiryDetails } from '../api/use-inquiry-details.ts';
import { consultStrings as t } from '../strings.ts';
import { priceText } from '../utils/price.ts';
import { DeadlineCountdown } from './deadline-countdown.tsx';
import { InquiryActions } from './inquiry-actions.tsx';
import styles from './inquiry.module.css';
import { LoadFailed, Loading } from './status-views.tsx';
import { StatusTag } from './status-tag.tsx';

/** One row of the detail: a term and its value. */
const Row = ({ term, value, testId }: { term: string; value: string; testId?: string }) =>
  value ? (
    <>
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  ) : null;

/** 问诊详情 (appointmentInfo ?inquiryId=): state, the running countdown, what was asked, and what can be done. */
export const InquiryDetail = ({ inquiryId }: { inquiryId: number | null }) => {
  const details = useInquiryDetails(inquiryId);
  if (inquiryId === null) return <EmptyState tip={t.badLink} />;
  if (details.isLoading) return <Loading />;
  if (!details.data) return <LoadFailed onRetry={() => void details.refetch()} />;
  const i = details.data;
  return (
    <div className={styles.page} data-testid="inquiry-detail">
      <section className={styles.banner}>
        <div className={styles.bannerHead}>
          <StatusTag inquiry={i} />
          <span className={styles.kindTag} data-testid="inquiry-kind">
            {i.kindLabel}
          </span>
        </div>
        <DeadlineCountdown inquiry={i} />
        {i.endReason ? (
          <p className={styles.reason} data-testid="inquiry-end-reason">
            {i.endReason}
          </p>
        ) : null}
        {i.followUpUntil && i.followUpMessages > 0 ? (
          <p className={styles.reason}>
            {t.followUpLeft(i.followUpMessages, formatDateTime(i.followUpUntil))}
          </p>
        ) : null}
      </section>
      <PageSection>
        <dl className={styles.rows}>
          <Row term={t.doctor} value={`${i.doctorName} ${i.doctorTitle} · ${i.deptName}`} />
          <Row term={t.baby} value={i.babyName} />
          <Row term={t.complaint} value={i.complaint} testId="inquiry-complaint" />
          <Row term={t.duration} value={i.duration} />
          <Row term={t.temperature} value={i.temperature === null ? '' : `${i.temperature.toFixed(1)}℃`} />
          <Row term={t.allergies} value={i.allergies} />
          <Row term={t.medicines} value={i.medicines} />
          <Row term={t.price} value={priceText(i.priceFen)} testId="inquiry-price" />
          <Row term={t.orderNo} value={i.orderNo ?? ''} />
          <Row term={t.askedAt} value={formatDateTime(i.createdAt)} />
        </dl>
      </PageSection>
      <InquiryActions inquiry={i} />
    </div>
  );
};
