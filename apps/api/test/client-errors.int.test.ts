import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_WINDOW } from '../src/modules/client-errors/client-errors.routes.ts';
import { freshIp, leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 22: script errors reach the server. A report is recorded once per error and counted after,
 * scrubbed; each address is limited; the body is strict; only admins read the list.
 */
let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await t.loginStaff('admin', 'Sprout-admin-2026');
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const R = '/api/client/errors';
const report = (body: Record<string, unknown>, ip = freshIp()) =>
  t.call<{ recorded: boolean }>('POST', R, {
    body,
    ip,
    headers: { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0' },
  });
const list = (token = admin) =>
  t.call<{ list: Record<string, unknown>[]; total: number }>('GET', '/api/console/client-errors', {
    token,
    query: { pageNum: 1, pageSize: 20 },
  });
const base = {
  app: 'patient',
  release: 'web-2026.12.02',
  page: '/pages/htmlFee/feeIndex?orderNo=SP20261202',
  message: "TypeError: Cannot read properties of undefined (reading 'payFen') 13800001234",
  stack: 'TypeError: x\n    at feeTotal (https://clinic.example/appointment/assets/fees-a1b2.js:1:2345)',
  requestId: '0f8e4c1a-9b2d-4e6f-8a7b-1c2d3e4f5a6b',
};

describe('front-end errors', () => {
  it('records an error once and counts it after, scrubbed and without the query string', async () => {
    expect((await report(base)).body.data).toEqual({ recorded: true });
    expect((await report(base)).body.data).toEqual({ recorded: true });
    const rows = (await list()).body.data.list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      app: 'patient',
      page: '/pages/htmlFee/feeIndex',
      count: 2,
      requestId: base.requestId,
      userAgent: 'Mozilla/5.0 MicroMessenger/8.0',
    });
    expect(String(rows[0]?.message)).toContain('138****1234');
    // Another place of throwing is another error.
    await report({
      ...base,
      stack: 'TypeError: x\n    at other (https://clinic.example/appointment/assets/b.js:9:9)',
    });
    expect((await list()).body.data.total).toBe(2);
  });

  it(`limits each address to ${REPORTS_PER_WINDOW} reports in ten minutes`, async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < REPORTS_PER_WINDOW + 2; i++)
      codes.push((await report({ ...base, message: `loop ${i}` }, ip)).status);
    expect(codes.slice(0, REPORTS_PER_WINDOW).every((c) => c === 200)).toBe(true);
    expect(codes.slice(REPORTS_PER_WINDOW)).toEqual([429, 429]);
    expect((await report({ ...base, message: 'another address' })).status).toBe(200);
  });

  it('refuses what the contract does not define, and a message beyond its length', async () => {
    expect((await report({ ...base, userId: 7 })).body).toMatchObject({ code: 4000 });
    expect((await report({ ...base, message: 'x'.repeat(501) })).body).toMatchObject({ code: 4000 });
    expect((await report({ ...base, app: 'other' })).body).toMatchObject({ code: 4000 });
  });

  it('is read by admins only', async () => {
    expect((await list(manager)).body.code).toBe(4003);
    const parent = await loginParentFresh(t);
    expect((await list(parent.token)).body.code).toBe(1000);
    expect((await list()).body.success).toBe(true);
  });
});
