import { clinicToday } from '@sprout/domain';
import { useEffect } from 'react';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { type DaySlot, useDaySlots } from '../api/use-day-slots.ts';
import { useFacility } from '../api/use-facility.ts';
import { useMonthView } from '../api/use-month-view.ts';
import { bookingStrings as t } from '../strings.ts';
import type { BookingSelection } from '../utils/booking-params.ts';
import { bookableMonths, dateLabel, feeText, firstOpenDay, visibleMonth } from '../utils/calendar.ts';
import { BottomBar } from './bottom-bar.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import styles from './schedule-picker.module.css';
import { SlotGrid } from './slot-grid.tsx';
import { LoadFailed, Loading } from './status-views.tsx';

interface SchedulePickerProps {
  doctorId: number;
  facilityId: number;
  selection: Pick<BookingSelection, 'date' | 'month' | 'slotId'>;
  onAdjust: (patch: Partial<BookingSelection>) => void;
  onBook: (slot: DaySlot, date: string) => void;
}

/**
 * The doctor's month and the chosen day's slots, with 预约 at the bottom. The month pages only
 * within the clinic's booking window; with no day chosen yet the first day with free slots opens.
 */
export const SchedulePicker = ({
  doctorId,
  facilityId,
  selection,
  onAdjust,
  onBook,
}: SchedulePickerProps) => {
  const now = new Date();
  const today = clinicToday(now);
  const facility = useFacility(facilityId);
  const settings = facility.data;
  const bounds = settings
    ? bookableMonths(settings, now)
    : { first: today.slice(0, 7), last: today.slice(0, 7) };
  const month = visibleMonth(selection, bounds);
  const monthView = useMonthView(doctorId, month);
  const day = useDaySlots(doctorId, selection.date);

  // Open the first bookable day, once the month that is shown (not the previous one) has loaded.
  const shownDays =
    monthView.data?.month === month && !monthView.isPlaceholderData ? monthView.data.days : null;
  const firstOpen = shownDays ? firstOpenDay(shownDays) : null;
  useEffect(() => {
    if (selection.date === null && firstOpen) onAdjust({ date: firstOpen, month, slotId: null });
  }, [selection.date, firstOpen, month, onAdjust]);

  const chosen = day.data?.slots.find((s) => s.slotId === selection.slotId && s.canBook) ?? null;
  const doctor = day.data?.doctor;
  const noneThisMonth =
    shownDays !== null && !shownDays.some((d) => d.status === 'open' || d.status === 'full');

  return (
    <>
      {monthView.isError && !monthView.data ? (
        <LoadFailed onRetry={() => void monthView.refetch()} />
      ) : (
        <MonthCalendar
          month={month}
          bounds={bounds}
          days={monthView.data?.month === month ? monthView.data.days : undefined}
          selectedDate={selection.date}
          today={today}
          onMonth={(next) => onAdjust({ month: next })}
          onPick={(date) => onAdjust({ date, month, slotId: null })}
        />
      )}
      {settings ? (
        <p className={styles.hint}>{t.windowHint(settings.bookingWindowDays, settings.releaseTime)}</p>
      ) : null}

      <section className={styles.slots} data-testid="booking-slots">
        {selection.date === null ? (
          <p className={styles.empty}>{noneThisMonth ? t.noSlotsThisMonth : t.chooseDate}</p>
        ) : (
          <>
            <h2 className={styles.title}>{t.slotsOf(dateLabel(selection.date))}</h2>
            {day.isLoading ? <Loading /> : null}
            {day.isError ? <LoadFailed onRetry={() => void day.refetch()} /> : null}
            {day.data ? (
              <SlotGrid
                slots={day.data.slots}
                selectedSlotId={chosen?.slotId ?? null}
                onPick={(slot) => onAdjust({ slotId: slot.slotId })}
              />
            ) : null}
          </>
        )}
      </section>

      <BottomBar
        summary={
          chosen && doctor && selection.date ? (
            <>
              <span className={styles.summaryMain}>{dateLabel(selection.date)}</span>
              <span>
                {chosen.periodLabel} {chosen.startTime}-{chosen.endTime}
                <span className={styles.summaryFee}>{feeText(doctor.feeFen)}</span>
              </span>
            </>
          ) : (
            t.chooseSlot
          )
        }
      >
        <PrimaryButton
          disabled={!chosen}
          data-testid="booking-next"
          onClick={() => {
            if (chosen && selection.date) onBook(chosen, selection.date);
          }}
        >
          {t.book}
        </PrimaryButton>
      </BottomBar>
    </>
  );
};
