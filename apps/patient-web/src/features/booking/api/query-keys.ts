/**
 * Query keys of booking data. The clinic directory changes rarely; a doctor's calendar and slots
 * change with every booking, so they sit under `schedule` and are refreshed together after one.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  cities: () => [...bookingKeys.all, 'cities'] as const,
  facilities: (cityCode: string | null) => [...bookingKeys.all, 'facilities', cityCode ?? 'all'] as const,
  facility: (facilityId: number) => [...bookingKeys.all, 'facility', facilityId] as const,
  departments: (facilityId: number) => [...bookingKeys.all, 'departments', facilityId] as const,
  doctors: (facilityId: number, deptId: number) =>
    [...bookingKeys.all, 'doctors', facilityId, deptId] as const,
  doctor: (doctorId: number) => [...bookingKeys.all, 'doctor', doctorId] as const,
  schedule: () => [...bookingKeys.all, 'schedule'] as const,
  month: (doctorId: number, month: string) => [...bookingKeys.schedule(), 'month', doctorId, month] as const,
  day: (doctorId: number, date: string) => [...bookingKeys.schedule(), 'day', doctorId, date] as const,
  babies: () => [...bookingKeys.all, 'babies'] as const,
  /** 确认信息's checkout quotes: every one of them, and the one for a slot, child and wishes. */
  quotes: () => [...bookingKeys.all, 'quote'] as const,
  quote: (wishes: unknown) => [...bookingKeys.quotes(), wishes] as const,
};
