import Button from 'antd-mobile/es/components/button';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { BOOKING_ROUTES } from '../routes.ts';
import { bookingStrings as t } from '../strings.ts';
import { type ChosenSlot, chooserLocation } from '../utils/booking-params.ts';
import styles from './booking-notices.module.css';

/** The order or confirm page opened without a complete slot in its address. */
export const BadBookingLink = () => {
  const router = useAppRouter();
  return (
    <EmptyState tip={t.badLink}>
      <Button color="primary" shape="rounded" onClick={() => router.redirect(BOOKING_ROUTES.index)}>
        {t.toBooking}
      </Button>
    </EmptyState>
  );
};

/**
 * The chosen slot can no longer be booked (taken, stopped, past the cut-off) or no longer exists:
 * the server's reason, and a way back to the same doctor and day to choose again.
 */
export const SlotUnavailable = ({
  chosen,
  reason,
  inline = false,
}: {
  chosen: ChosenSlot;
  reason: string | null;
  inline?: boolean;
}) => {
  const router = useAppRouter();
  const back = chooserLocation(chosen);
  const again = () => router.redirect(back.path, back.query);
  if (inline) {
    return (
      <p className={styles.warning} role="alert" data-testid="booking-slot-unavailable">
        {t.slotGone}
        {reason ? `：${reason}` : ''}
      </p>
    );
  }
  return (
    <EmptyState tip={reason ? `${t.slotGone}：${reason}` : t.slotGone}>
      <Button color="primary" shape="rounded" onClick={again}>
        {t.chooseAgain}
      </Button>
    </EmptyState>
  );
};
