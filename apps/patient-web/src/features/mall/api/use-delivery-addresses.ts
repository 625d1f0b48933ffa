import { ADDRESS_RULES } from '@sprout/domain';
import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { mallKeys } from './query-keys.ts';

/** The parent's addresses (default first), to start the exchange with the default one. */
export const useDeliveryAddresses = () =>
  useQuery({
    queryKey: mallKeys.addresses,
    queryFn: async ({ signal }) =>
      (
        await callApi(
          routes.addresses.userAddrList,
          { query: { pageNum: 1, pageSize: ADDRESS_RULES.maxPerParent } },
          { signal },
        )
      ).list,
  });
