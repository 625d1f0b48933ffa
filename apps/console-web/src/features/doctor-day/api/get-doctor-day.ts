import { api, type DoctorTodayItem, type ParsedQueryOf } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type AppointmentStatus = DoctorTodayItem['status'];

/** The list's query as the page holds it, every default filled; the page always names the day. */
export type DoctorDayQuery = ParsedQueryOf<typeof api.clinicAdmin.doctorToday> & { date: string };

export const DOCTOR_DAY_KEY = ['doctor-day'] as const;

export const getDoctorDay = (query: DoctorDayQuery) => callApi(api.clinicAdmin.doctorToday, { query });

export const doctorDayKey = (query: DoctorDayQuery) => [...DOCTOR_DAY_KEY, query] as const;

/** The signed-in doctor's patients for one day (an account linked to no doctor sees none). */
export function useDoctorDay(query: DoctorDayQuery) {
  return useQuery({
    queryKey: doctorDayKey(query),
    queryFn: () => getDoctorDay(query),
    placeholderData: keepPreviousData,
    // A doctor keeps this page open all morning: parents keep arriving and booking.
    refetchInterval: 60_000,
  });
}
