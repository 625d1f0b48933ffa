import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_JOIN_COLLAPSE_LIMIT } from '../src/db/database.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * On PostgreSQL the app's connections keep the written join order above 4 relations: the planner's
 * exhaustive search over the appointment view's 8 relations cost 5-7 ms a call (found by bench P10),
 * more than ten times the query itself. The view still starts from the owner's index.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('PostgreSQL planning', () => {
  it.skipIf(!onPostgres)('every pooled connection has join_collapse_limit 4', async () => {
    const shown = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{ join_collapse_limit: string }>`show join_collapse_limit`.execute(t.ctx.db.kysely),
      ),
    );
    for (const r of shown) expect(r.rows[0]?.join_collapse_limit).toBe(String(PG_JOIN_COLLAPSE_LIMIT));
  });

  it.skipIf(!onPostgres)("the parent's appointment list is still driven by the owner's index", async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain
      select a.id, b.name, d.name, dp.name, f.name, cs.period, o.order_no
        from appointments a
        join babies b on b.id = a.baby_id
        join doctors d on d.id = a.doctor_id
        join departments dp on dp.id = a.department_id
        join facilities f on f.id = a.facility_id
        join slots s on s.id = a.slot_id
        join clinic_sessions cs on cs.id = s.session_id
        left join orders o on o.id = a.order_id
       where a.user_id = 1 and a.hidden_at is null
       order by a.id desc limit 10`.execute(t.ctx.db.kysely);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toMatch(/Seq Scan on appointments/);
  });
});
