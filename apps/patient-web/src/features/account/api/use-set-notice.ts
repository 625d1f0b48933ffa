import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

/** Turns notices on or off; the switch moves at once and moves back if the server refuses. */
export const useSetNotice = () => {
  const queryClient = useQueryClient();
  type Setting = { noticeEnabled: boolean; hasWechat: boolean };
  return useMutation({
    mutationFn: (noticeEnabled: boolean) =>
      callApi(routes.accounts.setWxNoticeStatus, { body: { noticeEnabled } }),
    onMutate: async (noticeEnabled) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.notice() });
      const previous = queryClient.getQueryData<Setting>(accountKeys.notice());
      if (previous) queryClient.setQueryData<Setting>(accountKeys.notice(), { ...previous, noticeEnabled });
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.notice(), context.previous);
    },
    onSuccess: (setting) => queryClient.setQueryData(accountKeys.notice(), setting),
  });
};
