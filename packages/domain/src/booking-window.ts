import { clinicWallClock, daysBetween, daysInMonth } from './clinic-date.ts';

/**
 * When a clinic slot may be booked or cancelled: the facility's booking settings applied to `now`
 * on the clinic's calendar. Asia/Shanghai keeps +08:00 all year (no daylight saving), so a slot's
 * date and start time name one instant whatever the server's own TZ is.
 */
export interface BookingSettings {
  /** Days ahead that can be booked; today is day 0, so 7 means today and the next 7 days. */
  bookingWindowDays: number;
  /** HH:mm: the window's newest day opens at this time each day. */
  releaseTime: string;
  /** HH:mm: today's slots can no longer be booked from this time on. */
  sameDayCutoff: string;
  /** An appointment can be cancelled until this many minutes before it starts. */
  cancelCutoffMinutes: number;
  /** An unpaid booking holds its seat this long. */
  holdMinutes: number;
}

export interface SlotTime {
  date: string;
  startTime: string;
}

export type SlotAvailability = 'past' | 'closed_same_day' | 'not_released' | 'open';

export const SLOT_AVAILABILITY_REASONS: Record<Exclude<SlotAvailability, 'open'>, string> = {
  past: '该号源时间已过，请选择其他时间',
  closed_same_day: '今日预约已截止，请选择其他日期',
  not_released: '该日期号源尚未放出，请稍后再来',
};

const CLINIC_OFFSET = '+08:00';

/** The clinic's wall clock at `now`: today's date and the time as HH:mm. */
export const clinicClock = (now: Date): { date: string; time: string } => {
  const wall = clinicWallClock(now);
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
};

/** The instant a slot starts. */
export const slotStartsAt = (slot: SlotTime): Date =>
  new Date(`${slot.date}T${slot.startTime}:00${CLINIC_OFFSET}`);

/** The newest date a parent may book at `now`: the window's last day once today's release time has come. */
export const lastBookableDate = (settings: BookingSettings, now: Date): string => {
  const clock = clinicClock(now);
  const days =
    clock.time >= settings.releaseTime ? settings.bookingWindowDays : settings.bookingWindowDays - 1;
  return addCalendarDays(clock.date, Math.max(days, 0));
};

/**
 * slotAvailability against the clinic's wall clock as clinicWallClock gives it; `ahead` (days from
 * the clinic's today to the slot's date) may be passed when known, as a month grid knows it per day.
 */
const availabilityAt = (
  settings: BookingSettings,
  slot: SlotTime,
  wall: string,
  ahead = daysBetween(wall.slice(0, 10), slot.date),
): SlotAvailability => {
  // Wall-clock texts of the same zone compare as the instants do: the slot has started when its
  // start is not after now (the same as slotStartsAt(slot) <= now).
  if (`${slot.date}T${slot.startTime}:00.000` <= wall) return 'past';
  const time = wall.slice(11, 16);
  if (ahead === 0 && time >= settings.sameDayCutoff) return 'closed_same_day';
  if (ahead > settings.bookingWindowDays) return 'not_released';
  if (ahead === settings.bookingWindowDays && ahead > 0 && time < settings.releaseTime) return 'not_released';
  return 'open';
};

export const slotAvailability = (settings: BookingSettings, slot: SlotTime, now: Date): SlotAvailability =>
  availabilityAt(settings, slot, clinicWallClock(now));

/** A parent may cancel until `cancelCutoffMinutes` before the start (at the cut-off minute itself, still yes). */
export const canCancelAt = (
  settings: Pick<BookingSettings, 'cancelCutoffMinutes'>,
  slot: SlotTime,
  now: Date,
): boolean => now.getTime() <= slotStartsAt(slot).getTime() - settings.cancelCutoffMinutes * 60_000;

export const holdExpiresAt = (settings: BookingSettings, now: Date): Date =>
  new Date(now.getTime() + settings.holdMinutes * 60_000);

/** 20:00 on the clinic's calendar the day before the appointment, or `now` when that has passed. */
export const reminderAt = (appointmentDate: string, now: Date): Date => {
  const eve = new Date(`${addCalendarDays(appointmentDate, -1)}T20:00:00${CLINIC_OFFSET}`);
  return eve.getTime() > now.getTime() ? eve : now;
};

export const addCalendarDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * When a clinic session (one doctor's 上午 or 下午) is over: the end of its last slot, or, with no
 * slots, the latest a half-day may run (a morning until 13:00, TEMPLATE_LIMITS; an afternoon until
 * midnight). An ended session can no longer be stopped: its visits have happened.
 */
export const sessionEndsAt = (date: string, period: 'am' | 'pm', lastSlotEnd: string | null): Date =>
  lastSlotEnd !== null
    ? new Date(`${date}T${lastSlotEnd}:00${CLINIC_OFFSET}`)
    : period === 'am'
      ? new Date(`${date}T13:00:00${CLINIC_OFFSET}`)
      : new Date(`${addCalendarDays(date, 1)}T00:00:00${CLINIC_OFFSET}`);

export const hasSessionEnded = (
  session: { date: string; period: 'am' | 'pm'; lastSlotEnd: string | null },
  now: Date,
): boolean => sessionEndsAt(session.date, session.period, session.lastSlotEnd).getTime() <= now.getTime();

/** Morning or afternoon as the parent reads it. */
export const PERIOD_LABELS = { am: '上午', pm: '下午' } as const;

export const DAY_STATUSES = ['open', 'full', 'closed', 'not_released', 'past'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface ScheduledSlot {
  startTime: string;
  capacity: number;
  booked: number;
}
export interface ScheduledDay {
  date: string;
  isHoliday: boolean;
  sessions: { status: 'open' | 'stopped'; slots: ScheduledSlot[] }[];
}
export interface MonthDay {
  date: string;
  status: DayStatus;
  /** Seats a parent can still take now (0 unless open). */
  free: number;
  /** Seats of the open sessions that day. */
  total: number;
}

/** One day of a doctor's calendar, from the open sessions' slots. */
export const dayStatus = (settings: BookingSettings, day: ScheduledDay, now: Date): MonthDay =>
  dayStatusAt(settings, day, clinicWallClock(now));

/** dayStatus at a wall clock computed once for a whole month. */
const dayStatusAt = (settings: BookingSettings, day: ScheduledDay, wall: string): MonthDay => {
  const today = wall.slice(0, 10);
  const slots = day.isHoliday ? [] : day.sessions.filter((s) => s.status === 'open').flatMap((s) => s.slots);
  const total = slots.reduce((sum, s) => sum + s.capacity, 0);
  const result = (status: DayStatus, free = 0): MonthDay => ({ date: day.date, status, free, total });
  if (day.date < today) return result('past');
  if (slots.length === 0) return result('closed');
  const ahead = daysBetween(today, day.date);
  const states = slots.map((s) =>
    availabilityAt(settings, { date: day.date, startTime: s.startTime }, wall, ahead),
  );
  const bookable = slots.filter((_, i) => states[i] === 'open');
  if (bookable.length > 0) {
    const free = bookable.reduce((sum, s) => sum + Math.max(s.capacity - s.booked, 0), 0);
    return result(free > 0 ? 'open' : 'full', free);
  }
  if (states.every((s) => s === 'past')) return result('past');
  if (states.includes('not_released')) return result('not_released');
  return result('closed');
};

/** Every date of `month` (YYYY-MM) with its status; dates without sessions are closed (or past). */
export const monthGrid = (
  settings: BookingSettings,
  month: string,
  days: readonly ScheduledDay[],
  now: Date,
): MonthDay[] => {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) throw new Error(`not a month: ${month}`);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const wall = clinicWallClock(now);
  return Array.from({ length: daysInMonth(year, mon) }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return dayStatusAt(settings, byDate.get(date) ?? { date, isHoliday: false, sessions: [] }, wall);
  });
};
