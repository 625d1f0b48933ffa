import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';

/**
 * Revokes the session on the server, then forgets it here. The local part runs even when the call
 * fails (offline, already expired): a parent who asked to log out must end up logged out.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.accounts.logout, { body: {} }, { silent: true }),
    onSettled: () => {
      useSession.getState().clearUser();
      queryClient.clear();
    },
  });
};
