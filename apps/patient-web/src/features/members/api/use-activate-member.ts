import { routes } from '@sprout/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { memberKeys } from './query-keys.ts';

/** 会员积分激活 with the notice version the parent read; activating twice changes nothing. */
export const useActivateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeVersion: string) =>
      callApi(routes.members.activateMember, { body: { agreeNotice: true, noticeVersion } }),
    onSuccess: (status) => {
      queryClient.setQueryData(memberKeys.status(), status);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
};
