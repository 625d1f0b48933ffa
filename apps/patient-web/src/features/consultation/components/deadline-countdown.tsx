import type { InquiryView } from '@sprout/contract';
import { useSecondsLeft } from '../../../lib/countdown.ts';
import { consultStrings as t } from '../strings.ts';
import { runningDeadline } from '../utils/deadline.ts';
import styles from './inquiry.module.css';

/**
 * The guarantee as the parent sees it: time left for the doctor to accept, or to answer first, counted
 * from the server's due time (recomputed each tick, so a phone that slept shows the truth on waking).
 * At zero the server's deadline job refunds or reassigns; the page asks again and shows the outcome.
 */
export const DeadlineCountdown = ({
  inquiry,
  compact = false,
}: {
  inquiry: InquiryView;
  compact?: boolean;
}) => {
  const deadline = runningDeadline(inquiry);
  const seconds = useSecondsLeft(deadline?.dueAt ?? null);
  if (!deadline) return null;
  return (
    <div className={compact ? styles.countdownCompact : styles.countdown} data-testid="inquiry-countdown">
      <span>{t.countdown[deadline.kind]}</span>
      <strong className={styles.clock} data-testid="inquiry-countdown-clock">
        {seconds > 0 ? t.timeLeft(seconds) : t.overdue}
      </strong>
      {compact ? null : <p className={styles.countdownHint}>{t.countdownHint[deadline.kind]}</p>}
    </div>
  );
};
