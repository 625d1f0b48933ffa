import type { ChatUserKind } from '@sprout/contract';

/** A message the user sent that the server has not yet acknowledged. */
export interface PendingSend {
  clientId: string;
  conversationId: string;
  kind: ChatUserKind;
  text: string;
  pictureId?: number;
  /** 'sending' until acknowledged; 'fail' after the ack timeout or a refusal (then `resend`). */
  status: 'sending' | 'fail';
  /** The server's refusal (a closed window), shown under the failed message. */
  error?: string;
  /** When the user sent it (ms), for its place in the list until the stored copy replaces it. */
  createdAt: number;
}

/** The pending sends, by client id, with each one's ack timer. */
export interface PendingSends {
  add(p: PendingSend): void;
  get(clientId: string): PendingSend | undefined;
  /** Acknowledged: gone. Returns the conversation it was in. */
  settle(clientId: string): string | undefined;
  fail(clientId: string, error?: string): string | undefined;
  retry(clientId: string): PendingSend | undefined;
  sending(): PendingSend[];
  of(conversationId: string): PendingSend[];
  clear(): void;
}

export const createPendingSends = (
  ackTimeoutMs: number,
  onTimeout: (clientId: string) => void,
): PendingSends => {
  const items = new Map<string, PendingSend>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stopTimer = (clientId: string) => {
    clearTimeout(timers.get(clientId));
    timers.delete(clientId);
  };
  const startTimer = (clientId: string) => {
    stopTimer(clientId);
    timers.set(
      clientId,
      setTimeout(() => onTimeout(clientId), ackTimeoutMs),
    );
  };
  return {
    add: (p) => {
      items.set(p.clientId, p);
      startTimer(p.clientId);
    },
    get: (clientId) => items.get(clientId),
    settle: (clientId) => {
      stopTimer(clientId);
      const p = items.get(clientId);
      items.delete(clientId);
      return p?.conversationId;
    },
    fail: (clientId, error) => {
      stopTimer(clientId);
      const p = items.get(clientId);
      if (!p) return undefined;
      items.set(clientId, { ...p, status: 'fail', ...(error ? { error } : {}) });
      return p.conversationId;
    },
    retry: (clientId) => {
      const p = items.get(clientId);
      if (!p) return undefined;
      const again: PendingSend = { ...p, status: 'sending' };
      delete again.error;
      items.set(clientId, again);
      startTimer(clientId);
      return again;
    },
    sending: () => [...items.values()].filter((p) => p.status === 'sending'),
    of: (conversationId) => [...items.values()].filter((p) => p.conversationId === conversationId),
    clear: () => {
      for (const id of timers.keys()) stopTimer(id);
      items.clear();
    },
  };
};
