import { ApiError, buildRequest, type CallInput, ClientCode, send } from '@sprout/client-core';
import type { Endpoint } from '@sprout/contract';
import type { z } from 'zod';
import { useSessionStore } from './session-store.ts';

export { ApiError, type CallInput, ClientCode, isApiError } from '@sprout/client-core';

/**
 * Calls one contract endpoint and resolves with its `data`, checked against the contract's response
 * schema (the console runs on clinic desktops, so it keeps zod and checks every answer). The request,
 * the envelope and the code catalogue are @sprout/client-core's, as in the patient app; this file
 * reacts: the session-ending codes sign the user out (the route guard then shows the login page),
 * any refusal rejects with ApiError.
 */
export async function callApi<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<Q, B, R>,
  input: CallInput<Endpoint<Q, B, R>> = {},
): Promise<z.output<R>> {
  const exchange = await send(buildRequest(endpoint, input, useSessionStore.getState().token));
  switch (exchange.kind) {
    case 'ok': {
      const parsed = endpoint.response.safeParse(exchange.data);
      if (!parsed.success) throw new ApiError(ClientCode.BAD_RESPONSE, '服务返回的数据有误，请刷新后重试');
      return parsed.data;
    }
    case 'network':
    case 'timeout':
    case 'aborted':
      throw new ApiError(ClientCode.NETWORK, '网络连接失败，请检查网络后重试');
    case 'httpError':
      throw unavailable(exchange.error.status);
    case 'forcedLogin':
      useSessionStore.getState().signOut({ kind: 'forced', msg: exchange.error.msg });
      throw exchange.error;
    case 'phoneNotBound':
    case 'refused':
      throw exchange.error;
    default: {
      const unreachable: never = exchange;
      throw unreachable;
    }
  }
}

/** An HTTP answer without an envelope (a proxy's error page, the server restarting). */
export const unavailable = (status: number | undefined): ApiError =>
  new ApiError(ClientCode.BAD_RESPONSE, `服务暂时不可用（HTTP ${status}），请稍后重试`, {
    ...(status === undefined ? {} : { status }),
  });
