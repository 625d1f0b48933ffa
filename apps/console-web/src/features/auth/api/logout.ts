import { api } from '@sprout/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export const logout = () => callApi(api.staffAuth.logout, { body: {} });

/** Ends the session here even when the server cannot be told (offline, already expired). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      useSessionStore.getState().signOut({ kind: 'loggedOut' });
      queryClient.clear();
    },
  });
}
