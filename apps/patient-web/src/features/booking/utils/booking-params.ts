import { parseCalendarDate } from '@sprout/domain';
import type { RouteQuery } from '../../../lib/router.ts';
import { BOOKING_ROUTES } from '../routes.ts';

/**
 * The parent's choices live in the page address (facility, department, doctor, date, month, slot),
 * so back, reload and the clinic's QR link all land on the same screen. Anything that does not
 * parse reads as "not chosen yet", never as an error thrown at the parent.
 */
export interface BookingSelection {
  cityCode: string | null;
  facilityId: number | null;
  deptId: number | null;
  doctorId: number | null;
  /** YYYY-MM-DD on the clinic's calendar. */
  date: string | null;
  /** YYYY-MM: the month the calendar shows. */
  month: string | null;
  slotId: number | null;
}

/** Which page the parent chose the slot on, so "choose another time" returns there. */
export type BookingEntry = 'newFun' | 'newAppoinment' | 'qr';

const MAX_ID = 2_147_483_647;

/** A positive record id written in plain digits, or null. */
export const parseId = (text: string | null | undefined): number | null => {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
};

export const parseDate = (text: string | null | undefined): string | null =>
  text && parseCalendarDate(text) ? text : null;

export const parseMonth = (text: string | null | undefined): string | null =>
  text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null;

const parseCityCode = (text: string | null): string | null => (text && /^\d{4,6}$/.test(text) ? text : null);

export const parseEntry = (text: string | null | undefined): BookingEntry =>
  text === 'qr' || text === 'newAppoinment' ? text : 'newFun';

export const readSelection = (params: URLSearchParams): BookingSelection => ({
  cityCode: parseCityCode(params.get('cityCode')),
  facilityId: parseId(params.get('facilityId')),
  deptId: parseId(params.get('deptId')),
  doctorId: parseId(params.get('doctorId')),
  date: parseDate(params.get('date')),
  month: parseMonth(params.get('month')),
  slotId: parseId(params.get('slotId')),
});

/** The selection as query parameters; unset choices are left out. */
export const selectionQuery = (selection: Partial<BookingSelection>): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(selection)) {
    if (value !== null && value !== undefined) query[key] = String(value);
  }
  return query;
};

/** A slot chosen on a doctor's calendar: what the order and confirm pages need to find it again. */
export interface ChosenSlot {
  entry: BookingEntry;
  facilityId: number;
  deptId: number;
  doctorId: number;
  date: string;
  slotId: number;
}

export const chosenSlotQuery = (slot: ChosenSlot): RouteQuery => ({ ...slot });

/** Reads a chosen slot back from the order or confirm page's address; null when any part is missing. */
export const readChosenSlot = (params: URLSearchParams): ChosenSlot | null => {
  const s = readSelection(params);
  if (!s.facilityId || !s.deptId || !s.doctorId || !s.date || !s.slotId) return null;
  return {
    entry: parseEntry(params.get('entry')),
    facilityId: s.facilityId,
    deptId: s.deptId,
    doctorId: s.doctorId,
    date: s.date,
    slotId: s.slotId,
  };
};

/** The page where the slot was chosen, opened on the same doctor and day (the slot itself is chosen again). */
export const chooserLocation = (slot: ChosenSlot): { path: string; query: RouteQuery } => {
  const day = { doctorId: slot.doctorId, date: slot.date, month: slot.date.slice(0, 7) };
  switch (slot.entry) {
    case 'qr':
      return { path: BOOKING_ROUTES.qr, query: { facilityId: slot.facilityId, ...day } };
    case 'newAppoinment':
      return {
        path: BOOKING_ROUTES.newAppoinment,
        query: { facilityId: slot.facilityId, deptId: slot.deptId, ...day },
      };
    case 'newFun':
      return {
        path: BOOKING_ROUTES.index,
        query: { facilityId: slot.facilityId, deptId: slot.deptId, ...day },
      };
    default: {
      const unreachable: never = slot.entry;
      return unreachable;
    }
  }
};
