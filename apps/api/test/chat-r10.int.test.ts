import { expect, it } from 'vitest';
import { hasRedisServer, R10_FULL_PLAN, R10_POSTGRES_PLAN, runChatR10 } from './chat-r10-support.ts';

/**
 * R10 for the chat (issue 14): 1,000 faults on SQLite (socket drops, the parent's server closed and
 * opened again on the same database, Redis killed and started again, the parent's app asleep and back
 * with its last seq), 300 on PostgreSQL, while a parent and a doctor on two processes write to each
 * other. Bounded: every wait in the driver has a limit. Needs redis-server (npm test installs it).
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const plan = postgres ? R10_POSTGRES_PLAN : R10_FULL_PLAN;

it.runIf(hasRedisServer())(
  `delivers every message exactly once and in order through ${postgres ? 300 : 1000} faults`,
  async () => {
    const r = await runChatR10(plan);
    expect(r.faults).toEqual({
      drop: plan.drops,
      serverRestart: plan.serverRestarts,
      redisRestart: plan.redisRestarts,
      sleep: plan.sleeps + 1,
    });
    expect(Object.values(r.faults).reduce((a, b) => a + b, 0)).toBe(postgres ? 300 : 1000);
    expect(r.messages).toBeGreaterThan(100);
    // Every message but the accept event was written by a user.
    expect(r.sentByUsers).toBe(r.messages - 1);
    expect({ lost: r.lost, doubled: r.doubled, outOfOrder: r.outOfOrder }).toEqual({
      lost: 0,
      doubled: 0,
      outOfOrder: 0,
    });
  },
  240_000,
);
