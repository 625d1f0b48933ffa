import type { DaySlot } from '../api/use-day-slots.ts';
import { bookingStrings as t } from '../strings.ts';
import { groupByPeriod } from '../utils/calendar.ts';
import styles from './slot-grid.module.css';

interface SlotGridProps {
  slots: readonly DaySlot[];
  selectedSlotId: number | null;
  onPick: (slot: DaySlot) => void;
}

/**
 * One day's slots, morning and afternoon: the time range and seats left (余 n); a slot that cannot
 * be booked is disabled and shows the server's reason instead.
 */
export const SlotGrid = ({ slots, selectedSlotId, onPick }: SlotGridProps) => {
  if (slots.length === 0) return <p className={styles.none}>{t.noSlots}</p>;
  return (
    <div className={styles.periods}>
      {groupByPeriod(slots).map((group) => (
        <div key={group.period} className={styles.period}>
          <h3 className={styles.periodTitle}>{group.label}</h3>
          <div className={styles.grid}>
            {group.slots.map((slot) => {
              const selected = slot.slotId === selectedSlotId;
              return (
                <button
                  key={slot.slotId}
                  type="button"
                  className={`${styles.slot}${selected ? ` ${styles.selected}` : ''}`}
                  disabled={!slot.canBook}
                  aria-pressed={selected}
                  data-testid={`booking-slot-${slot.slotId}`}
                  data-can-book={slot.canBook}
                  onClick={() => onPick(slot)}
                >
                  <span className={styles.time}>
                    {slot.startTime}-{slot.endTime}
                  </span>
                  <span className={slot.canBook ? styles.free : styles.reason}>
                    {slot.canBook ? t.remaining(slot.free) : slot.reason}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
};
