import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { type BookingSelection, readSelection, selectionQuery } from '../utils/booking-params.ts';

/**
 * The parent's choices, read from and written to the page address. `choose` opens the next step as
 * a new history entry (back returns to the previous step); `adjust` replaces the entry, for picks
 * within a step (a city, a month, a day, a slot) that back should not replay one by one.
 */
export const useBookingSelection = () => {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => readSelection(params), [params]);

  const write = useCallback(
    (next: Partial<BookingSelection>, replace: boolean) => setParams(selectionQuery(next), { replace }),
    [setParams],
  );
  const choose = useCallback((next: Partial<BookingSelection>) => write(next, false), [write]);
  const adjust = useCallback(
    (patch: Partial<BookingSelection>) => write({ ...selection, ...patch }, true),
    [write, selection],
  );
  return { selection, choose, adjust };
};
