import { api, type BodyOf } from '@sprout/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { STAFF_QUERY_KEY } from './list-staff.ts';

export type CreateStaffInput = BodyOf<typeof api.staffAuth.createStaff>;

export const createStaff = (body: CreateStaffInput) => callApi(api.staffAuth.createStaff, { body });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}
