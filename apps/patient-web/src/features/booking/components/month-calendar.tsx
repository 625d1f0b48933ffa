import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { bookingStrings as t } from '../strings.ts';
import { calendarCells, shiftMonth } from '../utils/calendar.ts';
import styles from './month-calendar.module.css';

export interface CalendarDay {
  date: string;
  status: 'open' | 'full' | 'closed' | 'not_released' | 'past';
  free: number;
  total: number;
}

interface MonthCalendarProps {
  month: string;
  /** The months the parent may page through (the facility's booking window). */
  bounds: { first: string; last: string };
  days: readonly CalendarDay[] | undefined;
  selectedDate: string | null;
  today: string;
  onMonth: (month: string) => void;
  onPick: (date: string) => void;
}

const isPickable = (day: CalendarDay) => day.status === 'open' || day.status === 'full';

/**
 * A doctor's month: days with free slots say 有号, full days 约满 (both can be opened to see the
 * slots); closed, not yet released and past days are greyed out and cannot be picked.
 */
export const MonthCalendar = ({
  month,
  bounds,
  days,
  selectedDate,
  today,
  onMonth,
  onPick,
}: MonthCalendarProps) => {
  const { offset, cells } = calendarCells(month, days ?? []);
  const canPrev = month > bounds.first;
  const canNext = month < bounds.last;
  return (
    <section className={styles.calendar} data-testid="booking-calendar" data-month={month}>
      <header className={styles.head}>
        <button
          type="button"
          className={styles.pager}
          disabled={!canPrev}
          aria-label={t.prevMonth}
          data-testid="booking-month-prev"
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          <LeftOutline />
        </button>
        <h2 className={styles.title}>{t.monthTitle(month)}</h2>
        <button
          type="button"
          className={styles.pager}
          disabled={!canNext}
          aria-label={t.nextMonth}
          data-testid="booking-month-next"
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          <RightOutline />
        </button>
      </header>
      <div className={styles.grid}>
        {t.weekdays.map((w) => (
          <span key={w} className={styles.weekday} aria-hidden="true">
            {w}
          </span>
        ))}
        {cells.map((cell, i) => {
          const day = typeof cell === 'string' ? null : cell;
          const date = typeof cell === 'string' ? cell : cell.date;
          const pickable = day !== null && isPickable(day);
          const selected = date === selectedDate;
          const label =
            day?.status === 'open'
              ? t.dayOpen
              : day?.status === 'full'
                ? t.dayFull
                : date === today
                  ? t.today
                  : '';
          return (
            <button
              key={date}
              type="button"
              className={[
                styles.day,
                day ? styles[day.status] : styles.closed,
                selected ? styles.selected : '',
              ].join(' ')}
              disabled={!pickable}
              aria-pressed={selected}
              style={i === 0 && offset > 0 ? { gridColumnStart: offset + 1 } : undefined}
              data-testid={`booking-day-${date}`}
              data-status={day?.status ?? 'closed'}
              onClick={() => onPick(date)}
            >
              {/* The name a screen reader reads is the full date and status around the visible
                  number and label (label in name, WCAG 2.5.3). */}
              <span className="sp-visually-hidden">{t.monthTitle(date.slice(0, 7))}</span>
              <span className={styles.number}>{Number(date.slice(8, 10))}</span>
              <span className="sp-visually-hidden">日 </span>
              <span className={styles.label}>{label}</span>
              {day && label !== t.dayLabels[day.status] ? (
                <span className="sp-visually-hidden">{` ${t.dayLabels[day.status]}`}</span>
              ) : null}
            </button>
          );
        })}
      </div>
    </section>
  );
};
