import { useDaySlots } from '../api/use-day-slots.ts';
import { useFacility } from '../api/use-facility.ts';
import type { ChosenSlot } from '../utils/booking-params.ts';

/**
 * The slot named in the order or confirm page's address, found again in the doctor's day (fresh
 * seats and bookability), with the doctor and the clinic (address, hold and cancel rules).
 */
export const useChosenSlot = (chosen: ChosenSlot | null) => {
  const day = useDaySlots(chosen?.doctorId ?? null, chosen?.date ?? null);
  const doctor = day.data?.doctor ?? null;
  const facility = useFacility(doctor?.facilityId ?? null);
  const slot = day.data?.slots.find((s) => s.slotId === chosen?.slotId) ?? null;
  return {
    isLoading: day.isLoading || facility.isLoading,
    isError: day.isError || facility.isError,
    refetch: () => {
      void day.refetch();
      void facility.refetch();
    },
    slot,
    doctor,
    facility: facility.data ?? null,
  };
};
