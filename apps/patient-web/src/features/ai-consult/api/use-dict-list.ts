import { routes } from '@sprout/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { aiKeys } from './query-keys.ts';

/** The interview's dictionaries (getDictList): symptom words by type, durations, quick answers. */
export const useDictList = () =>
  useQuery({
    queryKey: aiKeys.dict(),
    queryFn: ({ signal }) => callApi(routes.aiConsult.getDictList, {}, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
