import type { AppContext } from '../../app-context.ts';
import type { SessionScope } from './sessions.types.ts';

/** The fan-out channel every API process listens on for sessions to forget. */
export const SESSIONS_CHANNEL = 'sprout_sessions';

/**
 * Stops serving the scope's sessions from memory, here at once and in every other process through the
 * fan-out. Call it after the change has committed (a revoke, a merge, a new phone, a staff change): a
 * process that re-reads the row must find the new state. A failed publish is logged, not thrown: the
 * change itself is done, and other processes let the entry go within the cache's few seconds.
 */
export const forgetSessions = async (
  ctx: Pick<AppContext, 'sessionCache' | 'fanout' | 'log'>,
  scope: SessionScope,
): Promise<void> => {
  ctx.sessionCache.forget(scope);
  try {
    await ctx.fanout.publish(SESSIONS_CHANNEL, JSON.stringify(scope));
  } catch (err) {
    ctx.log.error({ err }, 'could not tell other processes to forget sessions');
  }
};

/** Every process's side: drop what another process (or this one) revoked; drop all after a gap. */
export const listenForForgottenSessions = (ctx: Pick<AppContext, 'sessionCache' | 'fanout'>): Promise<void> =>
  ctx.fanout.subscribe(SESSIONS_CHANNEL, {
    onMessage: (message) => {
      const scope = parseSessionScope(message);
      if (scope) ctx.sessionCache.forget(scope);
      else ctx.sessionCache.clear();
    },
    onResync: () => ctx.sessionCache.clear(),
  });

/** A scope sent through the fan-out, read back without trusting its shape. */
export const parseSessionScope = (message: string): SessionScope | null => {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value);
  const [key, id] = entries[0] ?? [];
  if (entries.length !== 1 || typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  switch (key) {
    case 'parentSessionId':
      return { parentSessionId: id };
    case 'userId':
      return { userId: id };
    case 'staffSessionId':
      return { staffSessionId: id };
    case 'staffId':
      return { staffId: id };
    default:
      return null;
  }
};
