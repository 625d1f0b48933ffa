import { ADDRESS_RULES } from '@sprout/domain';
import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { addressKeys } from './query-keys.ts';

/** A parent keeps at most 20 addresses: one page holds them all, default first. */
export const fetchAddresses = async () => {
  const page = await callApi(routes.addresses.userAddrList, {
    query: { pageNum: 1, pageSize: ADDRESS_RULES.maxPerParent },
  });
  return page.list;
};

export const useAddresses = () => useQuery({ queryKey: addressKeys.list(), queryFn: fetchAddresses });
