import type { InquiryView } from '@sprout/contract';
import { useAppRouter } from '../../../lib/router.ts';
import { CONSULT_ROUTES } from '../routes.ts';
import { isAnswered, isStopped } from '../utils/live.ts';
import { consultStrings as t } from '../strings.ts';
import styles from './inquiry.module.css';

/**
 * Under a chat whose consult is over, the ways on: a finished one leads to its 问诊小结 and to 去评价 (or
 * the parent's rating), a cancelled or refunded one to 再次咨询 with the same doctor. Nothing while it runs.
 */
export const InquiryNextSteps = ({ inquiry }: { inquiry: InquiryView }) => {
  const router = useAppRouter();
  const ended = isAnswered(inquiry);
  // A cancelled or refunded consult has no thread to continue: asking again starts a new one with the doctor.
  const stopped = isStopped(inquiry);
  if (!ended && !stopped) return null;
  const go = (path: string) => router.navigate(path, { inquiryId: inquiry.inquiryId });
  return (
    <nav className={styles.nextSteps} aria-label={t.nextSteps} data-testid="chat-next-steps">
      {ended ? (
        <>
          <button
            type="button"
            className={styles.nextStep}
            onClick={() => go(CONSULT_ROUTES.summary)}
            data-testid="chat-view-summary"
          >
            {t.summaryShort}
          </button>
          <button
            type="button"
            className={inquiry.canRate ? styles.nextStepMain : styles.nextStep}
            onClick={() => go(CONSULT_ROUTES.evaluationDetails)}
            data-testid={inquiry.canRate ? 'chat-rate' : 'chat-my-rating'}
          >
            {inquiry.canRate ? t.rate : t.myRating}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.nextStepMain}
          onClick={() => router.navigate(CONSULT_ROUTES.addSubmit, { doctorId: inquiry.doctorId })}
          data-testid="chat-ask-again"
        >
          {t.again}
        </button>
      )}
    </nav>
  );
};
