import { routes } from '@sprout/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export type SmsPurpose = 'login' | 'bind';

export const useSendSms = () =>
  useMutation({
    mutationFn: ({ mobile, purpose }: { mobile: string; purpose: SmsPurpose }) =>
      callApi(routes.accounts.sendSms, { body: { mobile, purpose } }),
  });
