import {
  ApiError,
  type ApiResult,
  buildRequest,
  type CallInput,
  ClientCode,
  contractCheckRequested,
  type Exchange,
  interpretResponse,
  type RouteLike,
  send,
} from '@sprout/client-core';
import type { EndpointOf, Route } from '@sprout/contract';
import { NETWORK_TIMEOUT_MS } from '@sprout/domain';
import {
  QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { zhCN } from '../locale/zh-CN.ts';
import { getToken, useSession } from '../stores/session.ts';
import { promptBindPhone } from './bind-phone-dialog.ts';
import { hideLoading, showLoading } from './loading.ts';
import { toastError } from './toast.ts';

export { ApiError, type ApiResult, type CallInput, ClientCode, isApiError } from '@sprout/client-core';

/**
 * The one API client of the app (spec sections 7 and 8). Every call goes through `callApi` with a
 * zod-free route from @sprout/contract/routes; @sprout/client-core builds the request and reads the
 * envelope and the code catalogue, and this file reacts: toasts, the loading mask, the bind-phone
 * dialog, forced login.
 */

export interface CallOptions {
  /** No toast for refusals or failures: the caller shows its own message. */
  silent?: boolean;
  /** Default 60 s (spec 9). */
  timeoutMs?: number;
  /** Show the loading mask (800 ms hint wait) while the call runs; a string replaces '加载中...'. */
  loading?: boolean | string;
  /** Cancels the call without a toast (TanStack Query passes one). */
  signal?: AbortSignal;
}

interface ClientHooks {
  /** Codes 1000/1001/1100/402, after the stored user is cleared. Registered by app/launch.ts. */
  onForcedLogin(): void;
}

let hooks: ClientHooks = { onForcedLogin: () => undefined };

export const configureApiClient = (next: ClientHooks): void => {
  hooks = next;
};

/** Development and unit tests check every answer against the contract; so do the end-to-end runs. */
const checksAnswers = (): boolean => import.meta.env.DEV || contractCheckRequested();

export async function callApi<R extends Route>(
  route: R,
  input: CallInput<EndpointOf<R>> = {},
  options: CallOptions = {},
): Promise<ApiResult<EndpointOf<R>>> {
  const { silent = false, timeoutMs = NETWORK_TIMEOUT_MS, loading, signal } = options;
  const request = buildRequest(route, input, getToken());
  if (loading) showLoading(typeof loading === 'string' ? loading : undefined);
  try {
    const exchange = await send(request, { timeoutMs, ...(signal ? { signal } : {}) });
    if (exchange.kind === 'ok') return trusted<R>(await checked(route, exchange.data, silent));
    throw react(exchange, silent);
  } finally {
    if (loading) hideLoading();
  }
}

/**
 * An answer that came by another transport (the picture upload sends with XMLHttpRequest for its
 * progress events): the same reactions as `callApi` (forced login, bind phone, toasts), then the data.
 */
export function answerOf(status: number, body: unknown, silent = false): unknown {
  const outcome = interpretResponse(status, body);
  if (outcome.kind === 'ok') return outcome.data;
  throw react(outcome, silent);
}

/** What the parent sees when a call did not succeed; returns the error the call rejects with. */
function react(exchange: Exclude<Exchange, { kind: 'ok' }>, silent: boolean): ApiError {
  switch (exchange.kind) {
    case 'timeout':
      return fail(new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout), silent);
    case 'aborted':
      return new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout);
    case 'network':
      return fail(new ApiError(ClientCode.NETWORK, zhCN.common.requestFailed), silent);
    case 'forcedLogin':
      useSession.getState().clearUser();
      if (!silent) toastError(exchange.error.msg);
      hooks.onForcedLogin();
      return exchange.error;
    case 'phoneNotBound':
      promptBindPhone();
      return exchange.error;
    case 'refused':
      return fail(exchange.error, silent);
    case 'httpError':
      // A status without an envelope (a proxy or gateway page): the parent sees the transport
      // failure toast; the rejection keeps the status and 'data factory check failed' (spec 8).
      if (!silent) toastError(zhCN.common.requestFailed);
      return exchange.error;
    default: {
      const unreachable: never = exchange;
      throw unreachable;
    }
  }
}

function fail(error: ApiError, silent: boolean): ApiError {
  if (!silent) toastError(error.msg);
  return error;
}

/**
 * In development and the test runs, the answer is checked against the contract's schema (loaded on
 * demand, so the production bundle's first screen carries no zod); a mismatch is a BAD_RESPONSE.
 */
async function checked(route: RouteLike, data: unknown, silent: boolean): Promise<unknown> {
  if (!checksAnswers()) return data;
  const { contractIssues } = await import('./contract-check.ts');
  const issues = contractIssues(route, data);
  if (!issues) return data;
  console.error(`[api] ${route.method} ${route.path}: answer does not match the contract`, issues);
  throw fail(new ApiError(ClientCode.BAD_RESPONSE, zhCN.common.badResponse), silent);
}

/**
 * The answer as its contract type. The server validated and stripped it with the same response schema
 * before sending (register-endpoint.ts), no answer schema reshapes what it reads
 * (packages/contract/src/endpoint-types.test.ts), and `checked` repeats the check wherever tests run.
 */
const trusted = <R extends Route>(data: unknown) => data as ApiResult<EndpointOf<R>>;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Refusals are answers, not glitches: retrying a 4004 or a forced login helps nobody,
      // and the client has already told the parent about network failures.
      retry: false,
      staleTime: 30_000,
      // WeChat's web view fires focus events on every return from a share sheet or payment.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Query key of a call: the path plus its input, so invalidating by path catches every variant. */
export const apiQueryKey = <R extends Route>(route: R, input?: CallInput<EndpointOf<R>>) =>
  input?.query || input?.body ? [route.path, input] : [route.path];

export function useApiQuery<R extends Route>(
  route: R,
  input: CallInput<EndpointOf<R>> = {},
  options: Omit<UseQueryOptions<ApiResult<EndpointOf<R>>, ApiError>, 'queryKey' | 'queryFn'> & {
    silent?: boolean;
  } = {},
) {
  const { silent, ...queryOptions } = options;
  return useQuery<ApiResult<EndpointOf<R>>, ApiError>({
    queryKey: apiQueryKey(route, input),
    queryFn: ({ signal }) => callApi(route, input, { signal, silent: silent ?? false }),
    ...queryOptions,
  });
}

export function useApiMutation<R extends Route>(
  route: R,
  options: Omit<
    UseMutationOptions<ApiResult<EndpointOf<R>>, ApiError, CallInput<EndpointOf<R>>>,
    'mutationFn'
  > & {
    silent?: boolean;
    loading?: boolean | string;
  } = {},
) {
  const { silent, loading, ...mutationOptions } = options;
  return useMutation<ApiResult<EndpointOf<R>>, ApiError, CallInput<EndpointOf<R>>>({
    mutationFn: (input) => callApi(route, input, { silent: silent ?? false, loading: loading ?? false }),
    ...mutationOptions,
  });
}
