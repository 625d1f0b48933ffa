import type { InquiryPicture, InquiryView } from '@sprout/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { formatDateTime } from '../../../lib/countdown.ts';
import { useInquiryDetails } from '../api/use-inquiry-details.ts';
import { consultStrings as t } from '../strings.ts';
import { isLive } from '../utils/live.ts';
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

/** How a route lets the detail watch its inquiry live (the chat feature's socket), composed by the route. */
export type WatchInquiry = (
  inquiry: InquiryView,
  ways: { onChange: () => void; render: (followUpLeft: number | null) => ReactNode },
) => ReactNode;

/** The free follow-ups after close, once the chat has counted them (the allowance alone would overstate). */
const FollowUpLeft = ({ inquiry, left }: { inquiry: InquiryView; left: number | null }) =>
  inquiry.followUpUntil && left !== null && left > 0 ? (
    <p className={styles.reason} data-testid="inquiry-follow-up">
      {t.followUpLeft(left, formatDateTime(inquiry.followUpUntil))}
    </p>
  ) : null;

/**
 * 问诊详情 (appointmentInfo ?inquiryId=): state, the running countdown, what was asked (with the pictures
 * and the fever answer the doctor sees), and what can be done. With `watch` the page learns of the doctor's
 * accept or a refund at once, and counts the free follow-ups left as the chat does.
 */
export const InquiryDetail = ({
  inquiryId,
  watch,
  renderPictures,
}: {
  inquiryId: number | null;
  watch?: WatchInquiry;
  renderPictures?: (pictures: InquiryPicture[]) => ReactNode;
}) => {
  const details = useInquiryDetails(inquiryId, { watched: watch !== undefined });
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
        {watch && isLive(i, Date.now())
          ? watch(i, {
              onChange: () => void details.refetch(),
              render: (left) => <FollowUpLeft inquiry={i} left={left} />,
            })
          : null}
      </section>
      <PageSection>
        <dl className={styles.rows}>
          <Row term={t.doctor} value={`${i.doctorName} ${i.doctorTitle} · ${i.deptName}`} />
          <Row term={t.baby} value={i.babyName} />
          <Row term={t.complaint} value={i.complaint} testId="inquiry-complaint" />
          <Row term={t.duration} value={i.duration} />
          <Row term={t.fever} value={t.feverAnswer(i.temperature)} testId="inquiry-fever" />
          <Row term={t.allergies} value={i.allergies} />
          <Row term={t.medicines} value={i.medicines} />
          <Row term={t.price} value={priceText(i.priceFen)} testId="inquiry-price" />
          <Row term={t.orderNo} value={i.orderNo ?? ''} />
          <Row term={t.askedAt} value={formatDateTime(i.createdAt)} />
        </dl>
      </PageSection>
      {renderPictures && i.pictures.length > 0 ? (
        <PageSection title={t.pictures}>{renderPictures(i.pictures)}</PageSection>
      ) : null}
      <InquiryActions inquiry={i} />
    </div>
  );
};
