import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { aiKeys } from './query-keys.ts';

/** What can be asked about (consultType): the server's list and labels, drawn as tiles. */
export const useConsultTypes = () =>
  useQuery({
    queryKey: aiKeys.types(),
    queryFn: ({ signal }) => callApi(routes.aiConsult.consultType, {}, { signal }),
    staleTime: 10 * 60_000,
  });
