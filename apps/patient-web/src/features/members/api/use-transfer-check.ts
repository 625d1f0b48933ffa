import { routes } from '@sprout/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The confirmation step of 积分转赠: who receives (masked) and what is left today. */
export const useTransferCheck = () =>
  useMutation({
    mutationFn: (mobile: string) =>
      callApi(routes.points.transferCheck, { body: { mobile } }, { loading: true }),
  });
