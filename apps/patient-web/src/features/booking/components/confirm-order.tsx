import { booking, type CheckoutQuote, Code, FORCED_LOGIN_CODES } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import {
  CheckoutPanel,
  type CheckoutWishes,
  INITIAL_CHECKOUT_WISHES,
} from '../../../components/checkout/checkout-panel.tsx';
import { spentWishes } from '../../../components/checkout/spent-wishes.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toast, toastError } from '../../../lib/toast.ts';
import { bookingKeys } from '../api/query-keys.ts';
import { useAddAppointment } from '../api/use-add-appointment.ts';
import { useMyBabies } from '../api/use-my-babies.ts';
import { useRegistrationQuote } from '../api/use-registration-quote.ts';
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

/**
 * 确认信息: everything read back, the checkout of a paid slot (the server's quote with the parent's
 * coupon, points and package-card wishes), then the booking itself (locked while it is being sent).
 */
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
  const queryClient = useQueryClient();
  const [wishes, setWishes] = useState<CheckoutWishes>(INITIAL_CHECKOUT_WISHES);
  const paid = (visit.doctor?.feeFen ?? 0) > 0;
  const quote = useRegistrationQuote(
    { babyId: baby?.babyId ?? 0, slotId: chosen.slotId, ...wishes },
    paid && baby !== null,
  );
  // Only a quote for the wishes on screen, settled and not being redone, may be submitted.
  const shown = paid && !quote.isFetching && !quote.isError ? (quote.data ?? null) : null;

  const backToOrder = () => router.redirect(BOOKING_ROUTES.orderPage, chosenSlotQuery(chosen));

  const [submit, submitting] = usePreventReClick(async () => {
    if (!baby || !reason.success || (paid && !shown)) return;
    try {
      const appointment = await add.mutateAsync({
        babyId: baby.babyId,
        slotId: chosen.slotId,
        visitReason: reason.data,
        ...(shown ? spentWishes(wishes, shown) : {}),
      });
      draft.clear();
      if (appointment.status === 'pending_payment' && appointment.orderNo) {
        router.redirect(BOOKING_ROUTES.onlinePay, { orderNo: appointment.orderNo });
      } else {
        toast(t.booked);
        router.redirect(BOOKING_ROUTES.orderDetail, { weId: appointment.weId });
      }
    } catch (error) {
      await explainFailure(error, {
        chooseAgain: () => {
          const back = chooserLocation(chosen);
          router.redirect(back.path, back.query);
        },
        quoteAgain: () => {
          setWishes((w) => ({ ...w, coupon: 'best' }));
          void queryClient.invalidateQueries({ queryKey: bookingKeys.quotes() });
        },
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
  // What the parent owes: the quote's amount once there is one, the doctor's fee until then.
  const owes = paid && (quote.data?.payFen ?? doctor.feeFen) > 0;

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
      {paid && quote.isError ? (
        <div className={styles.quoteFailed} role="alert" data-testid="booking-quote-failed">
          <span>{isApiError(quote.error) ? quote.error.msg : t.quoteFailed}</span>
          <Button
            className={styles.retry}
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void quote.refetch()}
          >
            {t.retry}
          </Button>
        </div>
      ) : null}
      {paid && !quote.isError ? (
        <div className={styles.checkout}>
          <CheckoutPanel
            quote={quote.data}
            isQuoting={quote.isFetching}
            wishes={wishes}
            onWishes={setWishes}
            testIdPrefix="booking"
          />
        </div>
      ) : null}
      {slot.canBook ? null : <SlotUnavailable chosen={chosen} reason={slot.reason} inline />}
      {facility ? (
        <ul className={styles.rules}>
          {owes ? <li>{t.holdNotice(facility.holdMinutes)}</li> : null}
          <li>{t.cancelNotice(facility.cancelCutoffMinutes)}</li>
        </ul>
      ) : null}
      <BottomBar
        summary={
          <BarTotal
            feeFen={doctor.feeFen}
            quote={paid && !quote.isError ? quote.data : undefined}
            failed={quote.isError}
          />
        }
      >
        <PrimaryButton
          loading={submitting}
          disabled={submitting || !slot.canBook || (paid && !shown)}
          data-testid="booking-submit"
          onClick={() => submit()}
        >
          {owes ? t.submitPay : t.submit}
        </PrimaryButton>
      </BottomBar>
    </div>
  );
};

/**
 * 合计 in the bottom bar: what the quote asks (the fee struck beside it when checkout took some off);
 * the fee itself for a free slot; a wait mark until the first quote of a paid one comes (-- if it failed).
 */
const BarTotal = ({
  feeFen,
  quote,
  failed,
}: {
  feeFen: number;
  quote: CheckoutQuote | undefined;
  failed: boolean;
}) => {
  if (feeFen > 0 && !quote)
    return (
      <>
        {t.total} {failed ? '--' : <DotLoading />}
      </>
    );
  const payFen = quote?.payFen ?? feeFen;
  return (
    <>
      {t.total}{' '}
      <span className={styles.total} data-testid="booking-total">
        {quote ? `¥${formatFen(payFen)}` : feeText(feeFen)}
      </span>
      {quote && quote.discountFen > 0 ? (
        <s className={styles.original}>
          <span className="sp-visually-hidden">{t.originalFee}</span>
          {`¥${formatFen(quote.totalFen)}`}
        </s>
      ) : null}
    </>
  );
};

/**
 * Why the booking failed, in the server's words. A coupon the parent named gone meanwhile (4009
 * about 优惠券): a dialog, then the checkout quotes again on this page. The slot taken meanwhile or
 * a window rule (other 4009s): a dialog, then back to the doctor's day, whose slots are fetched
 * afresh. A missing phone (1004) and a lost session were already handled by the API client.
 */
async function explainFailure(
  error: unknown,
  then: { chooseAgain: () => void; quoteAgain: () => void },
): Promise<void> {
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
  if (error.msg.includes('优惠券')) {
    await Dialog.alert({ title: t.couponGoneTitle, content: error.msg, confirmText: t.chooseCouponAgain });
    then.quoteAgain();
    return;
  }
  await Dialog.alert({ title: t.bookFailedTitle, content: error.msg, confirmText: t.chooseAgain });
  then.chooseAgain();
}
