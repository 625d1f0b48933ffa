import { routes } from '@sprout/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Sends the transfer's SMS code to the parent's own phone. */
export const useTransferCode = () =>
  useMutation({ mutationFn: () => callApi(routes.points.transferSendCode, { body: {} }) });
