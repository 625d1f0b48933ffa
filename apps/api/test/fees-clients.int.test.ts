import type { BillView } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestApp } from './harness.ts';
import { adminOf, F, family, managerOf, saveItems, W } from './fees-support.ts';

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
