import { allByteRoutes, allEndpoints } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const extra: TestApp[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await Promise.all([t, ...extra].map((x) => x.close()));
});
const another = async (env: Record<string, string>) => {
  const app = await startTestApp({ env });
  extra.push(app);
  return app;
};

/** Directive name → value, from a Content-Security-Policy header. */
const csp = (header: unknown): Map<string, string> =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0] ?? '', d.split(/\s+/).slice(1).join(' ')]),
  );

describe('security headers (R12 at the HTTP level)', () => {
  const requests: [string, () => ReturnType<TestApp['call']>][] = [
    ['the patient app', () => t.call('GET', '/appointment/')],
    ['an API answer', () => t.call('POST', '/online/usercenter/sendSms', { body: { mobile: '12' } })],
    ['a 404', () => t.call('GET', '/no/such/route')],
    ['the API reference', () => t.call('GET', '/api/docs')],
  ];
  it.each(requests)('on %s', async (_label, request) => {
    const res = await request();
    const policy = csp(res.headers['content-security-policy']);
    const scripts = policy.get('script-src') ?? policy.get('default-src');
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toBeDefined();
    expect(policy.get('frame-ancestors')).not.toContain('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('keeps the page-only headers off JSON answers and assets, which a browser never renders as pages', async () => {
    const page = await t.call('GET', '/api/docs'); // HTML that exists with or without a built front end
    const json = await t.call('POST', '/online/usercenter/sendSms', { body: { mobile: '12' } });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(json.headers['content-type'])).toMatch(/^application\/json/);
    expect(json.headers['x-frame-options']).toBeUndefined();
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(csp(json.headers['content-security-policy']).get('default-src')).toBe("'none'");
    expect(csp(json.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    // An asset of a page (a stylesheet here, as scripts and images) is no page either.
    const css = await t.call('GET', '/api/docs.css');
    expect(String(css.headers['content-type'])).toMatch(/^text\/css/);
    expect(css.headers['x-content-type-options']).toBe('nosniff');
    expect(css.headers['x-frame-options']).toBeUndefined();
  });

  it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
    expect(
      (await t.call('GET', '/health', { headers: { 'x-request-id': 'trace-12345678' } })).headers[
        'x-request-id'
      ],
    ).toBe('trace-12345678');
    const replaced = (await t.call('GET', '/health', { headers: { 'x-request-id': 'bad id<script>' } }))
      .headers['x-request-id'];
    expect(replaced).toMatch(/^[\w-]{8,64}$/);
  });

  it('personal answers are not cached', async () => {
    const { token } = await loginParentFresh(t);
    expect(
      (await t.call('GET', '/online/usercenter/userInfo', { token })).headers['cache-control'],
    ).toContain('no-store');
  });
});

describe('system and reference routes', () => {
  it('/health and /ready', async () => {
    expect((await t.call('GET', '/health')).body).toMatchObject({
      success: true,
      code: 200,
      data: { status: 'ok' },
    });
    const ready = await t.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      status: 'ready',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });

  it('/api/openapi.json lists exactly the contract and the byte routes (uploads, PDFs, pictures)', async () => {
    const doc = await t.call<never>('GET', '/api/openapi.json');
    const paths = (JSON.parse(doc.raw) as { paths: Record<string, Record<string, unknown>> }).paths;
    const listed = Object.entries(paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(listed).toEqual(
      [...allEndpoints(), ...allByteRoutes()].map((e) => `${e.method} ${e.path}`).sort(),
    );
    expect(listed).toContain('POST /api/common/v1/upload_image');
    const upload = paths['/api/common/v1/upload_image']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(upload.requestBody.content['multipart/form-data']?.schema.required).toEqual(['token', 'file']);
  });

  it('every byte route the reference lists is served: a bad call answers the envelope, not a missing route', async () => {
    for (const r of allByteRoutes()) {
      const res = await t.call(r.method, r.path.replace('{name}', 'nothing-here.jpg'));
      expect(res.status, `${r.method} ${r.path}: ${res.raw.slice(0, 120)}`).toBe(200);
      expect(res.body.success).toBe(false);
    }
  });

  it('/api/docs is HTML without any script, naming every path', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.raw.toLowerCase()).not.toContain('<script');
    expect(res.raw).not.toMatch(/\son\w+\s*=/i);
    for (const e of [...allEndpoints(), ...allByteRoutes()]) expect(res.raw, e.path).toContain(e.path);
  });
});

describe('configuration-dependent behaviour', () => {
  it('the SMS outbox does not exist with a real SMS provider', async () => {
    const real = await another({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'fake-id',
      ALIYUN_ACCESS_KEY_SECRET: 'fake-secret',
      ALIYUN_SMS_SIGN_NAME: '小芽',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000',
      // Aliyun needs every notice's template, or the server refuses to start (modules/notices).
      SMS_TEMPLATE_APPOINTMENT_REMINDER: 'SMS_000001',
      SMS_TEMPLATE_CLINIC_STOPPED: 'SMS_000002',
      SMS_TEMPLATE_REFUND_SETTLED: 'SMS_000003',
      SMS_TEMPLATE_INQUIRY_REASSIGNED: 'SMS_000004',
      SMS_TEMPLATE_INQUIRY_REFUNDED: 'SMS_000005',
      SMS_TEMPLATE_DOCTOR_REPLIED: 'SMS_000006',
      SMS_TEMPLATE_REPORT_READY: 'SMS_000007',
      SMS_TEMPLATE_BILL_DUE: 'SMS_000008',
      SMS_TEMPLATE_BILL_REMINDER: 'SMS_000009',
      SMS_TEMPLATE_PAYMENT_SUCCEEDED: 'SMS_000010',
      SMS_TEMPLATE_INVOICE_ISSUED: 'SMS_000011',
    });
    const res = await real.call('GET', '/dev/sms-outbox', { query: { mobile: '13900000000' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 4004 });
    expect((await t.call('GET', '/dev/sms-outbox', { query: { mobile: '13900000000' } })).status).toBe(200);
  });

  it('the general rate limit answers 429 with the envelope, per client, sparing /health', async () => {
    const limited = await another({ RATE_LIMIT_PER_MINUTE: '5' });
    for (let i = 0; i < 5; i++)
      expect((await limited.call('GET', '/online/usercenter/regionTree', { ip: '10.77.0.1' })).status).toBe(
        200,
      );
    const refused = await limited.call('GET', '/online/usercenter/regionTree', { ip: '10.77.0.1' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 4029, msg: expect.any(String) });
    expect(refused.headers['retry-after']).toBeTruthy();
    expect((await limited.call('GET', '/online/usercenter/regionTree', { ip: '10.77.0.2' })).status).toBe(
      200,
    );
    for (let i = 0; i < 8; i++)
      expect((await limited.call('GET', '/health', { ip: '10.77.0.1' })).status).toBe(200);
    // The front ends' files are not counted: a page load fetches many chunks.
    for (const path of ['/appointment/', '/appointment/assets/app-x1.js', '/console/assets/kit-x2.js'])
      for (let i = 0; i < 4; i++)
        expect((await limited.call('GET', path, { ip: '10.77.0.1' })).status).not.toBe(429);
    // …and the API stays limited for that client.
    expect((await limited.call('GET', '/online/usercenter/regionTree', { ip: '10.77.0.1' })).status).toBe(
      429,
    );
  });

  it('an internal error is HTTP 500 with a request id and nothing internal', async () => {
    const broken = await another({});
    const { token } = await loginParentFresh(broken);
    await broken.ctx.db.kysely.schema.dropTable('system_messages').execute();
    const res = await broken.call('GET', '/opordering/wechatapp/getSysMsgUnreadCount', {
      token,
      headers: { 'x-request-id': 'req-broken-0001' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      code: 5000,
      data: { requestId: 'req-broken-0001' },
      msg: expect.any(String),
    });
    expect(res.raw).not.toMatch(/system_messages|no such table|relation|SQLITE| {4}at /i);
  });
});
