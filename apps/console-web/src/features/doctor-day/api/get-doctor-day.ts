import { api, type DoctorTodayItem } from '@sprout/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type AppointmentStatus = DoctorTodayItem['status'];

export interface DoctorDayQuery {
  pageNum: number;
  pageSize: number;
  date: string;
  status?: AppointmentStatus;
}

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
