import { api, type DoctorTodayItem, type Page, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { DOCTOR_DAY_KEY } from './get-doctor-day.ts';

export type MarkArrivalInput = BodyOf<typeof api.clinicAdmin.markArrival>;

export const markArrival = (body: MarkArrivalInput) => callApi(api.clinicAdmin.markArrival, { body });

/** The row changes in place in every cached page of the day; nothing else on the page moves. */
export function useMarkArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markArrival,
    onSuccess: (item) => {
      queryClient.setQueriesData<Page<DoctorTodayItem>>({ queryKey: DOCTOR_DAY_KEY }, (page) =>
        page ? { ...page, list: page.list.map((row) => (row.weId === item.weId ? item : row)) } : page,
      );
    },
  });
}
