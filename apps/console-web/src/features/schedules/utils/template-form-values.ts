import dayjs, { type Dayjs } from 'dayjs';
import type { ClinicPeriod } from '@sprout/domain';

/** What the template form holds: times as picker values, numbers possibly cleared. */
export interface TemplateFormValues {
  doctorId?: number;
  weekday: number;
  period: ClinicPeriod;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  slotMinutes?: number | null;
  capacityPerSlot?: number | null;
}

export const TIME_FORMAT = 'HH:mm';
/** The usual morning and afternoon clinics, offered when a row is added. */
export const DEFAULT_TIMES = { am: ['08:30', '11:30'], pm: ['14:00', '17:00'] } as const;

/** A picker value for an HH:mm (today's date; only the time is read back). */
export const pickerTime = (hhmm: string): Dayjs => {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return dayjs().hour(hour).minute(minute).second(0).millisecond(0);
};

export const hhmmOf = (value: Dayjs | null | undefined): string =>
  value?.isValid() ? value.format(TIME_FORMAT) : '';

/** The form's values as the template they describe (empty where a field is empty). */
export const draftOf = (v: Partial<TemplateFormValues>) => ({
  weekday: v.weekday,
  period: v.period,
  startTime: hhmmOf(v.startTime),
  endTime: hhmmOf(v.endTime),
  slotMinutes: v.slotMinutes ?? undefined,
  capacityPerSlot: v.capacityPerSlot ?? undefined,
});
