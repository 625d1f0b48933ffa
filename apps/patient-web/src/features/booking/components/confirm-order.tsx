import { booking, Code, FORCED_LOGIN_CODES } from '@sprout/contract';
import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toast, toastError } from '../../../lib/toast.ts';
import { useAddAppointment } from '../api/use-add-appointment.ts';
import { useMyBabies } from '../api/use-my-babies.ts';
import { useChosenSlot } from '../hooks/use-chosen-slot.ts';
import { useOrderDraft } from '../hooks/use-order-draft.ts';
import { BOOKING_ROUTES } from '../routes.ts';
import { bookingStrings as t } from '../strings.ts';
import {
  type ChosenSlot,
  chooserLocation,
  chosenSlotQuery,
  readChosenSlot,
} from '../utils/booking-params.ts';
import { feeText, fullDateLabel } from '../utils/calendar.ts';
import { BadBookingLink, SlotUnavailable } from './booking-notices.tsx';
import { BottomBar, bottomBarSpace } from './bottom-bar.tsx';
import styles from './confirm-order.module.css';
import { LoadFailed, Loading } from './status-views.tsx';
import { SummaryRow, summaryStyles } from './visit-summary.tsx';

const visitReason = booking.addAppointment.body.shape.visitReason;

/** 确认信息: everything read back, then the booking itself (locked while it is being sent). */
export const ConfirmOrder = () => {
  const [params] = useSearchParams();
  const chosen = useMemo(() => readChosenSlot(params), [params]);
  if (!chosen) return <BadBookingLink />;
  return <ConfirmOrderBody chosen={chosen} />;
};

const ConfirmOrderBody = ({ chosen }: { chosen: ChosenSlot }) => {
  const router = useAppRouter();
  const draft = useOrderDraft();
  const visit = useChosenSlot(chosen);
  const babies = useMyBabies();
  const add = useAddAppointment();
  const reason = visitReason.safeParse(draft.initial?.visitReason);
  const babyId = draft.initial?.babyId ?? null;
  const baby = babies.data?.find((b) => b.babyId === babyId) ?? null;

  const backToOrder = () => router.redirect(BOOKING_ROUTES.orderPage, chosenSlotQuery(chosen));

  const [submit, submitting] = usePreventReClick(async () => {
    if (!baby || !reason.success) return;
    try {
      const appointment = await add.mutateAsync({
        babyId: baby.babyId,
        slotId: chosen.slotId,
        visitReason: reason.data,
      });
      draft.clear();
      if (appointment.status === 'pending_payment' && appointment.orderNo) {
        router.redirect(BOOKING_ROUTES.onlinePay, { orderNo: appointment.orderNo });
      } else {
        toast(t.booked);
        router.redirect(BOOKING_ROUTES.orderDetail, { weId: appointment.weId });
      }
    } catch (error) {
      await explainFailure(error, () => {
        const back = chooserLocation(chosen);
        router.redirect(back.path, back.query);
      });
    }
  });

  if (!reason.success || babyId === null) {
    return (
      <EmptyState tip={t.draftMissing}>
        <Button color="primary" shape="rounded" onClick={backToOrder}>
          {t.backToOrder}
        </Button>
      </EmptyState>
    );
  }
  if (visit.isLoading || babies.isLoading) return <Loading />;
  if (visit.isError || babies.isError)
    return (
      <LoadFailed
        onRetry={() => {
          visit.refetch();
          void babies.refetch();
        }}
      />
    );
  const { slot, doctor, facility } = visit;
  if (!slot || !doctor) return <SlotUnavailable chosen={chosen} reason={null} />;
  if (!baby) {
    return (
      <EmptyState tip={t.babyMissing}>
        <Button color="primary" shape="rounded" onClick={backToOrder}>
          {t.backToOrder}
        </Button>
      </EmptyState>
    );
  }
  const paid = doctor.feeFen > 0;

  return (
    <div className={`${styles.page} ${bottomBarSpace}`}>
      <p className={styles.lead}>{t.confirmTitle}</p>
      <section className={summaryStyles.card} data-testid="booking-confirm">
        <dl className={summaryStyles.rows}>
          <SummaryRow label={t.patient} value={`${baby.babyName}（${baby.sex}，${baby.age.text}）`} />
          <SummaryRow label={t.doctor} value={`${doctor.name} ${doctor.title}`} />
          <SummaryRow label={t.dept} value={doctor.deptName} />
          <SummaryRow label={t.facility} value={doctor.facilityName} />
          {facility ? <SummaryRow label={t.address} value={facility.address} /> : null}
          <SummaryRow label={t.visitDate} value={fullDateLabel(chosen.date)} />
          <SummaryRow label={t.visitTime} value={`${slot.periodLabel} ${slot.startTime}-${slot.endTime}`} />
          <SummaryRow label={t.reason} value={reason.data} block />
          <SummaryRow label={t.fee} value={feeText(doctor.feeFen)} emphasis={paid} />
        </dl>
      </section>
      {slot.canBook ? null : <SlotUnavailable chosen={chosen} reason={slot.reason} inline />}
      {facility ? (
        <ul className={styles.rules}>
          {paid ? <li>{t.holdNotice(facility.holdMinutes)}</li> : null}
          <li>{t.cancelNotice(facility.cancelCutoffMinutes)}</li>
        </ul>
      ) : null}
      <BottomBar
        summary={
          <>
            {t.total} <span className={styles.total}>{feeText(doctor.feeFen)}</span>
          </>
        }
      >
        <PrimaryButton
          loading={submitting}
          disabled={submitting || !slot.canBook}
          data-testid="booking-submit"
          onClick={() => submit()}
        >
          {paid ? t.submitPay : t.submit}
        </PrimaryButton>
      </BottomBar>
    </div>
  );
};

/**
 * Why the booking failed, in the server's words. The slot taken meanwhile or a window rule (4009):
 * a dialog, then back to the doctor's day, whose slots are fetched afresh. A missing phone (1004)
 * and a lost session were already handled by the API client.
 */
async function explainFailure(error: unknown, chooseAgain: () => void): Promise<void> {
  if (!isApiError(error)) {
    console.error('[booking] addAppointment failed', error);
    return;
  }
  if (error.code === Code.PHONE_NOT_BOUND || FORCED_LOGIN_CODES.includes(error.code)) return;
  if (error.code !== Code.CONFLICT) {
    toastError(error.msg);
    return;
  }
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  await Dialog.alert({ title: t.bookFailedTitle, content: error.msg, confirmText: t.chooseAgain });
  chooseAgain();
}
