import {
  useMutation,
  type UseMutationOptions,
  useQuery,
  type UseQueryOptions,
  QueryClient,
} from '@tanstack/react-query';
import type { Endpoint } from '@sprout/contract';
import { safeParse, type z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../config/constants.ts';
import { zhCN } from '../locale/zh-CN.ts';
import { getToken, useSession } from '../stores/session.ts';
import { ApiError, buildRequest, ClientCode, interpretResponse } from './api-core.ts';
import { promptBindPhone } from './bind-phone-dialog.ts';
import { hideLoading, showLoading } from './loading.ts';
import { toastError } from './toast.ts';

export { ApiError, ClientCode, isApiError } from './api-core.ts';

/**
 * The one API client (spec sections 7 and 8). Every call of the app goes through `callApi`:
 * it sends the token, unwraps the envelope and applies the code catalogue in one place.
 */
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * The query and body an endpoint accepts. (The contract's QueryOf/BodyOf match a required
 * `query`/`body` key, but `endpoint()` declares them optional, so they read as `undefined`;
 * these read the same schemas through the optional keys.)
 */
export type CallQuery<E> = E extends { query?: infer Q } ? SchemaInput<Q> : undefined;
export type CallBody<E> = E extends { body?: infer B } ? SchemaInput<B> : undefined;

export interface CallInput<E> {
  query?: CallQuery<E>;
  body?: CallBody<E>;
}

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

/** The data type a call resolves with; equal to the contract's ResponseOf<E>. */
export type ApiResult<E extends Endpoint> = z.output<E['response']>;

interface ClientHooks {
  /** Codes 1000/1001/1100/402, after the stored user is cleared. Registered by app/launch.ts. */
  onForcedLogin(): void;
}

let hooks: ClientHooks = { onForcedLogin: () => undefined };

export const configureApiClient = (next: ClientHooks): void => {
  hooks = next;
};

export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<ApiResult<E>> {
  const { silent = false, timeoutMs = REQUEST_TIMEOUT_MS, loading, signal } = options;
  const request = buildRequest(endpoint, input, getToken());
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (loading) showLoading(typeof loading === 'string' ? loading : undefined);

  try {
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? null,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      if (timedOut) throw fail(new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout), silent);
      if (signal?.aborted) throw new ApiError(ClientCode.TIMEOUT, zhCN.common.requestTimeout);
      throw fail(new ApiError(ClientCode.NETWORK, zhCN.common.requestFailed), silent);
    }
    const body: unknown = await response.json().catch(() => null);
    const outcome = interpretResponse(response.status, body);
    switch (outcome.kind) {
      case 'ok':
        return parseData<E['response']>(endpoint.response, endpoint, outcome.data, silent);
      case 'forcedLogin':
        useSession.getState().clearUser();
        if (!silent) toastError(outcome.error.msg);
        hooks.onForcedLogin();
        throw outcome.error;
      case 'phoneNotBound':
        promptBindPhone();
        throw outcome.error;
      case 'refused':
        throw fail(outcome.error, silent);
      case 'httpError':
        // A status without an envelope (a proxy or gateway page): the parent sees the transport
        // failure toast; the rejection keeps the status and 'data factory check failed' (spec 8).
        if (!silent) toastError(zhCN.common.requestFailed);
        throw outcome.error;
      default: {
        const unreachable: never = outcome;
        throw unreachable;
      }
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
    if (loading) hideLoading();
  }
}

function fail(error: ApiError, silent: boolean): ApiError {
  if (!silent) toastError(error.msg);
  return error;
}

/** Checks data against the contract, so the type the page sees is the type it gets. */
function parseData<S extends z.ZodType>(
  schema: S,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  data: unknown,
  silent: boolean,
): z.output<S> {
  const parsed = safeParse(schema, data);
  if (parsed.success) return parsed.data;
  console.error(
    `[api] ${endpoint.method} ${endpoint.path}: answer does not match the contract`,
    parsed.error.issues,
  );
  throw fail(new ApiError(ClientCode.BAD_RESPONSE, zhCN.common.badResponse), silent);
}

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
export const apiQueryKey = <E extends Endpoint>(endpoint: E, input?: CallInput<E>) =>
  input?.query || input?.body ? [endpoint.path, input] : [endpoint.path];

export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: Omit<UseQueryOptions<ApiResult<E>, ApiError>, 'queryKey' | 'queryFn'> & { silent?: boolean } = {},
) {
  const { silent, ...queryOptions } = options;
  return useQuery<ApiResult<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => callApi(endpoint, input, { signal, silent: silent ?? false }),
    ...queryOptions,
  });
}

export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: Omit<UseMutationOptions<ApiResult<E>, ApiError, CallInput<E>>, 'mutationFn'> & {
    silent?: boolean;
    loading?: boolean | string;
  } = {},
) {
  const { silent, loading, ...mutationOptions } = options;
  return useMutation<ApiResult<E>, ApiError, CallInput<E>>({
    mutationFn: (input) => callApi(endpoint, input, { silent: silent ?? false, loading: loading ?? false }),
    ...mutationOptions,
  });
}
