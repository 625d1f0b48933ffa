import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'wouter';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { HOME_PATH } from '../../../config/constants.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { zhCN } from '../../../locale/zh-CN.ts';
import { BOOKING_ROUTES } from '../routes.ts';
import { bookingStrings as t } from '../strings.ts';
import styles from './doctor-error.module.css';

export type DoctorErrorReason = keyof typeof t.errorBody;

const REASONS: readonly DoctorErrorReason[] = ['stopped', 'unknown', 'mismatch', 'invalid'];
const isReason = (text: string | null): text is DoctorErrorReason => REASONS.some((r) => r === text);

/**
 * 状态异常: the QR code's doctor cannot be booked now. Says why, and offers the full booking flow
 * and the home page, both within a thumb's reach.
 */
export const DoctorError = () => {
  const router = useAppRouter();
  const [params] = useSearchParams();
  const raw = params.get('reason');
  const reason = isReason(raw) ? raw : 'invalid';
  return (
    <div className={styles.page}>
      <NavBar title={zhCN.titles['newAppoinmentQr/doctorError']} showHome />
      <div className={styles.body} data-testid="booking-doctor-error" data-reason={reason}>
        <ErrorIcon />
        <h2 className={styles.title}>{t.errorTitle}</h2>
        <p className={styles.text}>{t.errorBody[reason]}</p>
        <p className={styles.hint}>{t.errorHint}</p>
      </div>
      <div className={styles.actions}>
        <PrimaryButton
          data-testid="doctor-error-booking"
          onClick={() => router.redirect(BOOKING_ROUTES.index)}
        >
          {t.goBooking}
        </PrimaryButton>
        <Button
          block
          fill="outline"
          shape="rounded"
          size="large"
          data-testid="doctor-error-home"
          onClick={() => router.relaunch(HOME_PATH)}
        >
          {t.goHome}
        </Button>
      </div>
    </div>
  );
};

function ErrorIcon() {
  return (
    <svg width="112" height="112" viewBox="0 0 112 112" fill="none" aria-hidden="true">
      <circle cx="56" cy="56" r="52" fill="#fff4e5" />
      <rect x="34" y="30" width="44" height="54" rx="6" fill="#fff" stroke="#ffb547" strokeWidth="3" />
      <path d="M44 44h24M44 54h24M44 64h14" stroke="#ffd699" strokeWidth="3" strokeLinecap="round" />
      <circle cx="76" cy="76" r="14" fill="#ff9900" />
      <path d="M76 69v8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="76" cy="82.5" r="1.8" fill="#fff" />
    </svg>
  );
}
