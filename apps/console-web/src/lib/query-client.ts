import { QueryClient } from '@tanstack/react-query';
import { ClientCode, isApiError } from './api-client.ts';

/** Business refusals are final; only a dropped connection is worth one more try. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        failureCount < 1 && isApiError(error) && error.code === ClientCode.NETWORK,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
