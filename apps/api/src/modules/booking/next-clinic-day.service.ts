import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { calendarEvents } from './directory.service.ts';

/**
 * The doctor's next clinic day between two dates (YYYY-MM-DD, inclusive) as the booking calendar shows
 * it: a session the clinic holds (not stopped, not on a holiday, not past), whether or not its seats are
 * released or free yet. Null when there is none, or the doctor's facility takes no bookings. Used by
 * the consultation pages (找医生: 最近出诊).
 */
export const nextClinicDay = async (
  ctx: AppContext,
  doctorId: number,
  from: string,
  to: string,
  now = new Date(),
): Promise<string | null> => {
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    let events: Awaited<ReturnType<typeof calendarEvents>>;
    try {
      events = await calendarEvents(ctx, doctorId, month, now);
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
    const day = events.find(
      (e) =>
        e.date >= from &&
        e.date <= to &&
        e.sessionStatus === 'open' &&
        (e.status === 'open' || e.status === 'full' || e.status === 'not_released'),
    );
    if (day) return day.date;
  }
  return null;
};

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 1970;
  const mon = m ?? 1;
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};
