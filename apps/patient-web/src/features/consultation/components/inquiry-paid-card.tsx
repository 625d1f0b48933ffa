import Button from 'antd-mobile/es/components/button';
import { useAppRouter } from '../../../lib/router.ts';
import { useInquiryDetails } from '../api/use-inquiry-details.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { consultStrings as t } from '../strings.ts';
import { DeadlineCountdown } from './deadline-countdown.tsx';
import styles from './inquiry.module.css';
import { StatusTag } from './status-tag.tsx';

/** On 支付成功 for a consultation order: the inquiry now waiting, its countdown, and the way to it. */
export const InquiryPaidCard = ({ inquiryId }: { inquiryId: number }) => {
  const router = useAppRouter();
  const inquiry = useInquiryDetails(inquiryId);
  if (!inquiry.data) return null;
  const i = inquiry.data;
  return (
    <section className={styles.banner} data-testid="inquiry-paid-card">
      <div className={styles.bannerHead}>
        <StatusTag inquiry={i} />
        <span>
          {i.doctorName} · {i.babyName}
        </span>
      </div>
      <DeadlineCountdown inquiry={i} />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          fill="outline"
          shape="rounded"
          data-testid="inquiry-paid-open"
          onClick={() => router.redirect(CONSULT_ROUTES.appointmentInfo, { inquiryId })}
        >
          {t.viewInquiry}
        </Button>
      </div>
    </section>
  );
};
