import type { Db } from '../../db/database.ts';

/** What @fastify/rate-limit's store calls back with: hits in the window so far, and ms until it ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

interface KeyState {
  windowStart: number;
  /** Hits this process counted since its last flush. */
  pending: number;
  /** Hits every process had written by this process's last flush. */
  known: number;
}

export interface SharedCounter {
  incr(key: string, timeWindow: number, now?: number): RateLimitCount;
  /** Writes this process's pending hits and reads back the totals (the timer calls it; tests too). */
  flush(now?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The general rate limit counted in PostgreSQL, shared by every API process on the database. A request
 * is answered from this process's memory (the last total it read plus its own hits since), never by
 * a round trip: one client address behind a busy waiting room would otherwise make one row the
 * hottest in the database. Every `flushMs` the process adds its hits to the row of each key's fixed
 * window in one statement and reads the totals back, so a client spread over several processes is
 * refused at most one flush's worth of requests late.
 */
export const createDatabaseCounter = (
  db: Db,
  onError: (err: unknown) => void,
  { flushMs = 500 }: { flushMs?: number } = {},
): SharedCounter => {
  const keys = new Map<string, KeyState>();
  let flushing: Promise<void> | null = null;
  let lastSweep = 0;

  const writeHits = async (now: number) => {
    const batch = [...keys.entries()].filter(([, s]) => s.pending > 0);
    for (const [key, s] of keys) if (s.pending === 0 && s.windowStart + 120_000 < now) keys.delete(key);
    if (batch.length === 0) return;
    const sent = new Map(batch.map(([key, s]) => [key, { windowStart: s.windowStart, hits: s.pending }]));
    const rows = await db.kysely
      .insertInto('rate_limit_counters')
      .values(batch.map(([key, s]) => ({ key, window_start: s.windowStart, hits: s.pending })))
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({
          hits: eb('rate_limit_counters.hits', '+', eb.ref('excluded.hits')),
        })),
      )
      .returning(['key', 'window_start', 'hits'])
      .execute();
    for (const row of rows) {
      const s = keys.get(row.key);
      const flushed = sent.get(row.key);
      if (!s || !flushed || s.windowStart !== Number(row.window_start)) continue;
      s.pending -= flushed.hits;
      s.known = Number(row.hits);
    }
    // Windows two minutes gone are nobody's business; one process sweeps them now and then.
    if (now - lastSweep > 60_000) {
      lastSweep = now;
      await db.kysely
        .deleteFrom('rate_limit_counters')
        .where('window_start', '<', now - 120_000)
        .execute();
    }
  };

  const flush = (now = Date.now()): Promise<void> => {
    flushing ??= writeHits(now)
      .catch(onError)
      .finally(() => {
        flushing = null;
      });
    return flushing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    incr: (key, timeWindow, now = Date.now()) => {
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      let s = keys.get(key);
      if (!s || s.windowStart !== windowStart) {
        s = { windowStart, pending: 0, known: 0 };
        keys.set(key, s);
      }
      s.pending += 1;
      return { current: s.known + s.pending, ttl: windowStart + timeWindow - now };
    },
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
};
