import { api, type BodyOf } from '@sprout/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type ChangePasswordInput = BodyOf<typeof api.staffAuth.changePassword>;

export const changePassword = (body: ChangePasswordInput) => callApi(api.staffAuth.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
