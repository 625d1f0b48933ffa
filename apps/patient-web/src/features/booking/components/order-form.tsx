import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { DraftNotice } from '../../../components/draft-notice.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { pickCurrentBaby, useCurrentBaby } from '../../../stores/current-baby.ts';
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
import { feeText } from '../utils/calendar.ts';
import { type OrderOutput, type OrderValues, orderSchema } from '../utils/order-form-values.ts';
import { BadBookingLink, SlotUnavailable } from './booking-notices.tsx';
import { BottomBar, bottomBarSpace } from './bottom-bar.tsx';
import { BabyField, ReasonField } from './order-fields.tsx';
import styles from './order-form.module.css';
import { LoadFailed, Loading } from './status-views.tsx';
import { VisitSummary } from './visit-summary.tsx';

/** 填写订单: for the slot in the address, which baby and why, then on to 确认信息. */
export const OrderForm = () => {
  const [params] = useSearchParams();
  const chosen = useMemo(() => readChosenSlot(params), [params]);
  if (!chosen) return <BadBookingLink />;
  return <OrderFormBody chosen={chosen} />;
};

const OrderFormBody = ({ chosen }: { chosen: ChosenSlot }) => {
  const router = useAppRouter();
  const visit = useChosenSlot(chosen);
  const babies = useMyBabies();
  const draft = useOrderDraft();
  const { save: saveDraft } = draft;
  const [restored, setRestored] = useState(() => Boolean(draft.initial?.visitReason.trim()));

  const form = useForm<OrderValues, unknown, OrderOutput>({
    resolver: zodResolver(orderSchema),
    defaultValues: draft.initial ?? { babyId: null, visitReason: '' },
    mode: 'onTouched',
  });
  const { control, handleSubmit, watch, setValue, getValues, reset } = form;
  const discardDraft = () => {
    setRestored(false);
    reset({ babyId: getValues('babyId'), visitReason: '' });
  };

  // Keep every keystroke and every pick.
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);

  // The visit is for the child the parent is looking at (home's switch, 我的宝宝): one notion of
  // the current baby, so 填写订单 can never quietly pick another child. Picking here switches it.
  const babyList = babies.data;
  const currentBabyId = useCurrentBaby((s) => s.currentBabyId);
  const setCurrentBabyId = useCurrentBaby((s) => s.setCurrentBabyId);
  useEffect(() => {
    if (!babyList) return;
    const current = pickCurrentBaby(babyList, currentBabyId)?.babyId ?? null;
    if (getValues('babyId') !== current) setValue('babyId', current, { shouldValidate: false });
  }, [babyList, currentBabyId, getValues, setValue]);

  const babySection = useRef<HTMLDivElement>(null);
  const reasonSection = useRef<HTMLDivElement>(null);
  const next = handleSubmit(
    () => router.navigate(BOOKING_ROUTES.sureInfo, chosenSlotQuery(chosen)),
    // Bring the first field to fix into view, with its message, above the bottom bar.
    (errors) =>
      (errors.babyId ? babySection : reasonSection).current?.scrollIntoView({
        block: 'center',
        behavior: 'smooth',
      }),
  );
  // With from=<page>, 添加宝宝 returns here after saving (features/babies, use-return-to-baby-list).
  const addBaby = () => router.navigate(BOOKING_ROUTES.addBaby, { from: 'orderPage' });

  if (visit.isLoading) return <Loading />;
  if (visit.isError) return <LoadFailed onRetry={visit.refetch} />;
  const { slot, doctor, facility } = visit;
  if (!slot || !doctor) return <SlotUnavailable chosen={chosen} reason={null} />;
  const bookable = slot.canBook;

  return (
    <form className={`${styles.page} ${bottomBarSpace}`} onSubmit={next} noValidate>
      <DraftNotice
        restored={restored}
        text={t.draftRestored}
        onDiscard={discardDraft}
        className={styles.draftNotice}
      />
      <VisitSummary
        doctor={doctor}
        slot={slot}
        date={chosen.date}
        facilityAddress={facility?.address ?? null}
      />
      {bookable ? null : <SlotUnavailable chosen={chosen} reason={slot.reason} inline />}

      <div ref={babySection}>
        <BabyField control={control} babies={babies} onAddBaby={addBaby} onPick={setCurrentBabyId} />
      </div>
      <div ref={reasonSection}>
        <ReasonField control={control} />
      </div>

      <BottomBar
        summary={
          <>
            {t.fee} <span className={styles.fee}>{feeText(doctor.feeFen)}</span>
          </>
        }
      >
        {bookable ? (
          <PrimaryButton type="submit" data-testid="booking-order-next">
            {t.next}
          </PrimaryButton>
        ) : (
          <PrimaryButton
            onClick={() => {
              const back = chooserLocation(chosen);
              router.redirect(back.path, back.query);
            }}
          >
            {t.chooseAgain}
          </PrimaryButton>
        )}
      </BottomBar>
    </form>
  );
};
