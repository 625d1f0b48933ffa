import type { BillView } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestApp } from './harness.ts';
import { adminOf, F, family, managerOf, payInSandbox, saveItems, W } from './fees-support.ts';

// Server-to-server clients (issue 15): an admin issues and revokes; the HIS trades id and secret for a
// short-lived scoped token and pushes bills, idempotent by its own bill number.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await adminOf(t);
  await saveItems(t, await managerOf(t));
});
afterAll(async () => {
  await t.close();
});

interface Issued {
  id: number;
  clientId: string;
  clientSecret: string;
}

const issue = async (scopes = ['bills:write']) => {
  const res = await t.call<Issued>('POST', `${F}/clients/issue`, {
    token: admin,
    body: { name: '院内HIS', scopes },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data;
};

const tokenFor = async (c: Pick<Issued, 'clientId' | 'clientSecret'>, ip = freshIp()) =>
  t.call<{ accessToken: string; expiresIn: number; scopes: string[] }>('POST', '/api/auth/client/token', {
    body: { clientId: c.clientId, clientSecret: c.clientSecret },
    ip,
  });

const push = (token: string | null, body: Record<string, unknown>) =>
  t.call<BillView & { created: boolean }>('POST', '/api/his/v1/bills', { token, body });

describe('API clients and the HIS push', () => {
  it('issues a client whose secret is stored hashed, and trades it for a 10-minute scoped token', async () => {
    const c = await issue();
    const row = await t.ctx.db.kysely
      .selectFrom('api_clients')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^scrypt\$/);
    expect(row.secret_hash).not.toContain(c.clientSecret);
    const listed = await t.call<{ list: Record<string, unknown>[] }>('GET', `${F}/clients`, { token: admin });
    expect(JSON.stringify(listed.body.data)).not.toContain(c.clientSecret);
    const tok = await tokenFor(c);
    expect(tok.body.data).toMatchObject({ expiresIn: 600, scopes: ['bills:write'] });
    const stored = await t.ctx.db.kysely.selectFrom('api_client_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(tok.body.data.accessToken);
    const wrong = await tokenFor({ clientId: c.clientId, clientSecret: 'not-the-secret' });
    expect(wrong.body.code).toBe(1000);
  });

  it('pushes a bill for a known record; a re-push with the same HIS number is the same bill', async () => {
    const f = await family(t);
    const c = await issue();
    const token = (await tokenFor(c)).body.data.accessToken;
    const body = {
      hisBillNo: `HIS-${Date.now()}`,
      pid: f.pid,
      lines: [{ itemCode: 'DRUG-D', quantity: 2, unitPriceFen: 4500 }],
    };
    const first = await push(token, body);
    expect(first.body.data).toMatchObject({ created: true, totalFen: 9000, source: 'his', status: 'unpaid' });
    const again = await Promise.all([push(token, body), push(token, body)]);
    expect(again.map((a) => [a.body.data.billId, a.body.data.created])).toEqual([
      [first.body.data.billId, false],
      [first.body.data.billId, false],
    ]);
    const parentSees = await t.call<{ list: BillView[] }>('GET', `${W}/feeList`, { token: f.token });
    expect(parentSees.body.data.list.map((b) => b.billId)).toEqual([first.body.data.billId]);
    const unknown = await push(token, { ...body, hisBillNo: 'HIS-X-1', pid: 'P00000000' });
    expect(unknown.body).toMatchObject({ code: 4004, msg: '就诊档案 P00000000 不存在，请核对档案号' });
  });

  it('refuses no token, a wrong scope and a revoked client', async () => {
    const f = await family(t);
    const body = {
      hisBillNo: 'HIS-R-1',
      pid: f.pid,
      lines: [{ itemCode: 'EX-BLOOD', quantity: 1, unitPriceFen: 3500 }],
    };
    expect((await push(null, body)).body.code).toBe(1000);
    const c = await issue();
    const token = (await tokenFor(c)).body.data.accessToken;
    const staffToken = await push(admin, body);
    expect(staffToken.body.code).toBe(1000);
    const revoked = await t.call('POST', `${F}/clients/revoke`, {
      token: admin,
      body: { id: c.id, reason: '系统下线' },
    });
    expect(revoked.body.success, revoked.raw).toBe(true);
    expect((await push(token, body)).body.code).toBe(1000);
    expect((await tokenFor(c)).body.code).toBe(1000);
    // A token issued with a narrower scope (written as an older client would have it) is refused the push.
    const narrow = await issue();
    await t.ctx.db.kysely
      .updateTable('api_clients')
      .set({ scopes: 'records:read' })
      .where('id', '=', narrow.id)
      .execute();
    const narrowToken = (await tokenFor(narrow)).body.data.accessToken;
    expect((await push(narrowToken, body)).body.code).toBe(4003);
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'api_client')
      .where('subject_id', '=', String(c.id))
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['fees.client.issue', 'fees.client.revoke']);
  });

  it('a HIS reads back what became of its bills (bills:read), page by page, only its own', async () => {
    const f = await family(t);
    const c = await issue(['bills:write', 'bills:read']);
    const token = (await tokenFor(c)).body.data.accessToken;
    const other = await issue(['bills:write', 'bills:read']);
    const otherToken = (await tokenFor(other)).body.data.accessToken;
    const writeOnly = (await tokenFor(await issue(['bills:write']))).body.data.accessToken;
    const line = [{ itemCode: 'EX-BLOOD', quantity: 1, unitPriceFen: 3500 }];
    const stamp = Date.now();
    const billIds: number[] = [];
    for (const n of [1, 2, 3])
      billIds.push(
        (await push(token, { hisBillNo: `HIS-C-${stamp}-${n}`, pid: f.pid, lines: line })).body.data.billId,
      );
    await push(otherToken, { hisBillNo: `HIS-O-${stamp}`, pid: f.pid, lines: line });
    const changes = (as: string | null, query: Record<string, string | number> = {}) =>
      t.call<{
        list: {
          billId: number;
          hisBillNo: string;
          status: string;
          paidVia: string | null;
          orderNo: string | null;
        }[];
        next: { changedSince: string; afterBillId: number };
      }>('GET', '/api/his/v1/bills', { token: as, query });
    /** As if `ms` had passed since every bill last changed (the read leaves the last 10 s for later). */
    const age = (ms: number) =>
      t.ctx.db.kysely
        .updateTable('bills')
        .set({ updated_at: new Date(Date.now() - ms).toISOString() })
        .where('id', 'in', billIds)
        .execute();

    // Just pushed: not yet settled, so not listed; the cursor stays where it was.
    const fresh = await changes(token);
    expect(fresh.body.data.list).toEqual([]);
    expect(fresh.body.data.next).toEqual({ changedSince: '1970-01-01T00:00:00.000Z', afterBillId: 0 });
    await age(60_000);
    const page1 = await changes(token, { limit: 2 });
    expect(page1.body.data.list.map((b) => b.billId)).toEqual(billIds.slice(0, 2));
    const page2 = await changes(token, { limit: 2, ...page1.body.data.next });
    expect(page2.body.data.list.map((b) => [b.hisBillNo, b.status])).toEqual([
      [`HIS-C-${stamp}-3`, 'unpaid'],
    ]);
    const caughtUp = await changes(token, page2.body.data.next);
    expect(caughtUp.body.data.list).toEqual([]);

    // The parent pays the first bill in the app: the next read from the cursor brings it, paid online.
    const started = await t.call<{ orderNo: string }>('POST', `${W}/feeStart`, {
      token: f.token,
      body: { billIds: [billIds[0]], requestKey: `his-read-${stamp}` },
    });
    expect(started.body.success, started.raw).toBe(true);
    await payInSandbox(t, f.token, started.body.data.orderNo);
    await age(20_000);
    const paid = await changes(token, page2.body.data.next);
    expect(paid.body.data.list).toHaveLength(3); // all three were aged again; the first is the change
    expect(paid.body.data.list.find((b) => b.billId === billIds[0])).toMatchObject({
      status: 'paid',
      paidVia: 'online',
      orderNo: started.body.data.orderNo,
    });

    // Only its own bills, only with bills:read, only with a token; bad cursors are 4000.
    expect(JSON.stringify((await changes(token)).body.data.list)).not.toContain(`HIS-O-${stamp}`);
    expect((await changes(writeOnly)).body.code).toBe(4003);
    expect((await changes(null)).body.code).toBe(1000);
    expect((await changes(token, { changedSince: 'yesterday' })).body.code).toBe(4000);
    expect((await changes(token, { limit: 101 })).body.code).toBe(4000);
    expect((await changes(token, { afterBillId: -1 })).body.code).toBe(4000);
  });

  it('only an admin issues clients; the token call is throttled like the staff login', async () => {
    const manager = await managerOf(t);
    const res = await t.call('POST', `${F}/clients/issue`, {
      token: manager,
      body: { name: 'x', scopes: ['bills:write'] },
    });
    expect(res.body.code).toBe(4003);
    const c = await issue();
    const ip = freshIp();
    // At once, so the throttle's delay cannot run out between tries on a slow machine: each try is
    // counted before the secret is checked, and the tries after the free ones are refused.
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => tokenFor({ clientId: c.clientId, clientSecret: 'wrong' }, ip)),
    );
    expect(tries.map((r) => r.body.code)).toContain(4029);
  });
});
