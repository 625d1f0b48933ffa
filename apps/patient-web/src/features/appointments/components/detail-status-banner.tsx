import type { Appointment } from '@sprout/contract';
import { useEffect, useRef } from 'react';
import { appointmentStrings as t } from '../strings.ts';
import { STATUS_TAG, TONE_COLOR } from '../utils/appointment-status.ts';
import styles from './detail-status-banner.module.css';
import { formatCountdown, useSecondsLeft } from '../../../lib/countdown.ts';

interface DetailStatusBannerProps {
  appointment: Appointment;
  /** Called once when the unpaid hold runs out, so the page can fetch the expired state. */
  onHoldOver: () => void;
}

/** The top of 预约详情: the state in its colour, and for an unpaid booking the time left to pay. */
export const DetailStatusBanner = ({ appointment: a, onHoldOver }: DetailStatusBannerProps) => {
  const tag = STATUS_TAG[a.status];
  const holding = a.status === 'pending_payment' && a.holdExpiresAt !== null;
  const secondsLeft = useSecondsLeft(holding ? a.holdExpiresAt : null);
  const holdOver = holding && secondsLeft === 0;

  const onHoldOverRef = useRef(onHoldOver);
  onHoldOverRef.current = onHoldOver;
  useEffect(() => {
    if (holdOver) onHoldOverRef.current();
  }, [holdOver]);

  return (
    <div
      className={styles.banner}
      style={{ background: TONE_COLOR[tag.tone] }}
      data-testid="appointment-banner"
    >
      <div className={styles.status} data-testid="appointment-detail-status" data-status={a.status}>
        {tag.label}
      </div>
      {holding && !holdOver ? (
        <>
          <div className={styles.countdown} data-testid="appointment-hold-countdown">
            {t.holdLeft} <strong>{formatCountdown(secondsLeft)}</strong>
          </div>
          <div className={styles.hint}>{t.holdHint}</div>
        </>
      ) : (
        <div className={styles.hint}>{holdOver ? t.holdOver : t.statusHint[a.status]}</div>
      )}
    </div>
  );
};
