import { api } from '@sprout/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export const changePassword = (body: ChangePasswordInput) => callApi(api.staffAuth.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
