import { api, type BodyOf } from '@sprout/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export type LoginInput = BodyOf<typeof api.staffAuth.login>;

export const login = (body: LoginInput) => callApi(api.staffAuth.login, { body });

/** Signs in and starts from an empty cache, so nothing of the previous user on this PC is shown. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, staff }) => {
      queryClient.clear();
      useSessionStore.getState().signIn(token, staff);
    },
  });
}
