import type { api, BodyOf } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useCurrentBaby } from '../../../stores/current-baby.ts';
import { useSession } from '../../../stores/session.ts';

/**
 * Logs in with an SMS code (mode 'login') or binds the phone to the signed-in WeChat account
 * (mode 'bind'). Both answer with a session, which replaces the stored one.
 */
export const useSignIn = (mode: 'login' | 'bind') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof api.accounts.userLogin>) =>
      callApi(mode === 'login' ? routes.accounts.userLogin : routes.accounts.bindPhone, { body: input }),
    onSuccess: (session) => {
      const previousUserId = useSession.getState().userId;
      // Another parent on this phone: the chosen baby was theirs.
      if (previousUserId !== null && previousUserId !== session.userId)
        useCurrentBaby.getState().setCurrentBabyId(null);
      // Whatever was cached belonged to the previous visitor (or to the phone-less account).
      queryClient.removeQueries();
      useSession.getState().setUser(session);
    },
  });
};
