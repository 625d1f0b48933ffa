import { interpretResponse, type Outcome } from './envelope.ts';
import type { BuiltRequest } from './request.ts';

/** An outcome of the envelope, or the call never got an answer. */
export type Exchange =
  | Outcome
  /** The network failed (offline, DNS, connection reset). */
  | { kind: 'network' }
  /** `timeoutMs` passed first. */
  | { kind: 'timeout' }
  /** The caller's signal cancelled it (TanStack Query does when a query is no longer wanted). */
  | { kind: 'aborted' };

export interface SendOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Sends one built request and reads the answer; never rejects, every failure is an Exchange. */
export async function send(request: BuiltRequest, options: SendOptions = {}): Promise<Exchange> {
  const { timeoutMs, signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
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
      if (timedOut) return { kind: 'timeout' };
      if (signal?.aborted) return { kind: 'aborted' };
      return { kind: 'network' };
    }
    const body: unknown = await response.json().catch(() => null);
    return interpretResponse(response.status, body);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
