import { allEndpoints, type Endpoint } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiAnswer,
  type CallOptions,
  leaksInRun,
  loginParentFresh,
  startTestApp,
  type TestApp,
} from './harness.ts';

/** Quality bar R5: strict input everywhere. Every refusal is 4000 with data.fields, and nothing is written. */
let t: TestApp;
let parent: string;
let admin: string;
const answers: ApiAnswer[] = [];
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = (await loginParentFresh(t)).token;
  admin = await t.loginStaff('admin', 'Sprout-admin-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const call = async (method: Endpoint['method'], path: string, options: CallOptions = {}) => {
  const answer = await t.call(method, path, options);
  answers.push(answer);
  return answer;
};
const tokenFor = (e: Endpoint) =>
  e.access === 'public' ? null : ['parent', 'parentWithPhone'].includes(e.access) ? parent : admin;
const fieldsOf = (a: ApiAnswer) => (a.body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
const TABLES = [
  'users',
  'babies',
  'addresses',
  'system_messages',
  'sms_codes',
  'sms_outbox',
  'parent_sessions',
  'staff',
  'staff_sessions',
  'audit_log',
  'wechat_tickets',
  'wechat_identities',
] as const;
const rowCounts = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(
        async (name) =>
          [name, (await t.ctx.db.kysely.selectFrom(name).selectAll().execute()).length] as const,
      ),
    ),
  );

const withInput = allEndpoints().filter((e) => e.body || e.query);

describe('unknown fields on every endpoint that takes input', () => {
  it('there are endpoints to check', () => expect(withInput.length).toBeGreaterThan(10));

  it.each(withInput.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s refuses an unknown field by name',
    async (_k, e) => {
      const before = await rowCounts();
      const extra = { zzUnknownField: '1' };
      const res = await call(e.method, e.path, {
        token: tokenFor(e),
        ...(e.body ? { body: extra } : { query: extra }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, code: 4000 });
      expect(fieldsOf(res)).toHaveProperty('zzUnknownField');
      expect(await rowCounts()).toEqual(before);
    },
  );
});

const withoutBody = allEndpoints().filter((e) => e.method !== 'GET' && !e.body);

describe('a body on an endpoint whose contract defines none (R5)', () => {
  it('there are such endpoints, chatTicket among them', () =>
    expect(withoutBody.map((e) => e.path)).toContain('/api/consult/chatTicket'));

  // Sent as JSON text: a 20,000-deep object cannot even be stringified by the test client.
  const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
  it.each(
    withoutBody.flatMap((e) =>
      (
        [
          ['a field', '{"zzUnknownField":"1"}'],
          ['an array', '[1,2]'],
          ['a JSON string', '"hello"'],
          ['a 20,000-deep object', deep],
        ] as const
      ).map(([what, json]) => [`${e.method} ${e.path} with ${what}`, e, json] as const),
    ),
  )('%s is refused with 4000 and writes nothing', async (_k, e, json) => {
    const before = await rowCounts();
    const res = await call(e.method, e.path, {
      token: tokenFor(e),
      body: json,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.body, res.raw.slice(0, 200)).toMatchObject({ success: false, code: 4000 });
    expect(await rowCounts()).toEqual(before);
  });

  it('an empty object is what such a call takes', async () => {
    for (const e of withoutBody.filter((x) => !x.query)) {
      const res = await call(e.method, e.path, { token: tokenFor(e), body: {} });
      expect(res.body.code, `${e.path}: ${res.raw}`).not.toBe(4000);
    }
  });
});

const U = '/online/usercenter';
const baby = { babyName: '小明', sex: '男', birthday: '2021-06-15', guardianConsent: true };
/** [what, method, path, input, field named in data.fields, token] */
const BAD: [string, Endpoint['method'], string, CallOptions, string][] = [
  [
    'a 10,000-character babyName',
    'POST',
    `${U}/addBabyInfo`,
    { body: { ...baby, babyName: '宝'.repeat(10_000) } },
    'babyName',
  ],
  ['a 10,000-character mobile', 'POST', `${U}/sendSms`, { body: { mobile: '1'.repeat(10_000) } }, 'mobile'],
  ['a mobile as a number', 'POST', `${U}/sendSms`, { body: { mobile: 13912345678 } }, 'mobile'],
  [
    'an unknown SMS purpose',
    'POST',
    `${U}/sendSms`,
    { body: { mobile: '13912345678', purpose: 'spam' } },
    'purpose',
  ],
  ['a 5-digit code', 'POST', `${U}/userLogin`, { body: { mobile: '13912345678', code: '12345' } }, 'code'],
  ['a code as a number', 'POST', `${U}/userLogin`, { body: { mobile: '13912345678', code: 123456 } }, 'code'],
  ['2023-02-30', 'POST', `${U}/addBabyInfo`, { body: { ...baby, birthday: '2023-02-30' } }, 'birthday'],
  ['2023-13-01', 'POST', `${U}/addBabyInfo`, { body: { ...baby, birthday: '2023-13-01' } }, 'birthday'],
  [
    'a birthday with a time',
    'POST',
    `${U}/addBabyInfo`,
    { body: { ...baby, birthday: '2021-06-15T00:00:00Z' } },
    'birthday',
  ],
  ['sex as a boolean', 'POST', `${U}/addBabyInfo`, { body: { ...baby, sex: true } }, 'sex'],
  [
    'a height as an object',
    'POST',
    `${U}/addBabyInfo`,
    { body: { ...baby, dadHeight: { cm: 170 } } },
    'dadHeight',
  ],
  ['a negative query id', 'GET', `${U}/babyInfoDetail`, { query: { babyId: -1 } }, 'babyId'],
  ['a float query id', 'GET', `${U}/babyInfoDetail`, { query: { babyId: '1.5' } }, 'babyId'],
  ['a text query id', 'GET', `${U}/babyInfoDetail`, { query: { babyId: 'abc' } }, 'babyId'],
  ['a missing query id', 'GET', `${U}/babyInfoDetail`, {}, 'babyId'],
  ['a zero body id', 'POST', '/api/baby/delete', { body: { babyId: 0 } }, 'babyId'],
  ['a negative body id', 'POST', '/opordering/wechatapp/readSysMsg', { body: { msgId: -3 } }, 'msgId'],
  ['a float body id', 'POST', `${U}/setDefaultBaby`, { body: { babyId: 2.5 } }, 'babyId'],
  ['an id as an array', 'POST', `${U}/setDefaultBaby`, { body: { babyId: [1] } }, 'babyId'],
  ['an id as a boolean', 'POST', `${U}/setDefaultBaby`, { body: { babyId: true } }, 'babyId'],
  ['pageSize 101', 'POST', '/opordering/wechatapp/pageSysMsg', { body: { pageSize: 101 } }, 'pageSize'],
  ['pageNum 0', 'POST', `${U}/pageBabyInfo`, { body: { pageNum: 0 } }, 'pageNum'],
  [
    'onlyUnread as a string',
    'POST',
    '/opordering/wechatapp/pageSysMsg',
    { body: { onlyUnread: 'yes' } },
    'onlyUnread',
  ],
  [
    'noticeEnabled as a string',
    'POST',
    `${U}/setWxNoticeStatus`,
    { body: { noticeEnabled: 'true' } },
    'noticeEnabled',
  ],
  ['a page url that is not a url', 'POST', `${U}/getHtmlSignature`, { body: { url: 'not a url' } }, 'url'],
  [
    'a 129-character WeChat code',
    'POST',
    `${U}/officialAccountsLogin`,
    { body: { code: 'c'.repeat(129) } },
    'code',
  ],
  [
    'a staff username of 10,000 characters',
    'POST',
    '/api/console/staff/create',
    { body: { username: 'a'.repeat(10_000), displayName: '某', role: 'doctor', password: 'Good-pass-1' } },
    'username',
  ],
  [
    'an unknown staff role',
    'POST',
    '/api/console/staff/create',
    { body: { username: 'okname', displayName: '某', role: 'root', password: 'Good-pass-1' } },
    'role',
  ],
  [
    'a float staffId',
    'POST',
    '/api/console/staff/update',
    { body: { staffId: 1.5, displayName: '某' } },
    'staffId',
  ],
  ['an unknown role filter', 'GET', '/api/console/staff/list', { query: { role: 'root' } }, 'role'],
];

describe('wrong types, oversized strings, bad dates, bad ids', () => {
  it.each(BAD)('refuses %s', async (_what, method, path, options, field) => {
    const e = allEndpoints().find((x) => x.method === method && x.path === path) as Endpoint;
    const before = await rowCounts();
    const res = await call(method, path, { token: tokenFor(e), ...options });
    expect(res.body).toMatchObject({ success: false, code: 4000 });
    expect(fieldsOf(res)).toHaveProperty(field);
    expect(await rowCounts()).toEqual(before);
  });

  it('an id beyond the database integer range is refused, not a server error', async () => {
    const res = await call('GET', `${U}/babyInfoDetail`, { token: parent, query: { babyId: 3_000_000_000 } });
    expect(res.status).toBe(200);
    expect([4000, 4004]).toContain(res.body.code);
  });
});

describe('transport refusals keep their status and carry the envelope', () => {
  const envelope = { success: false, code: expect.any(Number), msg: expect.any(String) };
  const sendSms = `${U}/sendSms`;

  it('malformed JSON is HTTP 400', async () => {
    const res = await call('POST', sendSms, {
      body: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(envelope);
  });

  it('a body over 1 MB is HTTP 413', async () => {
    const before = await rowCounts();
    const res = await call('POST', `${U}/addBabyInfo`, {
      token: parent,
      body: JSON.stringify({ ...baby, babyName: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject(envelope);
    expect(await rowCounts()).toEqual(before);
  });

  it('text/plain on a JSON endpoint is HTTP 415', async () => {
    const res = await call('POST', sendSms, {
      body: 'mobile=13912345678',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject(envelope);
  });

  it('an unknown route is HTTP 404', async () => {
    for (const [method, path] of [
      ['GET', '/online/usercenter/noSuchThing'],
      ['POST', '/api/nothing/here'],
      ['DELETE', `${U}/userInfo`],
    ] as const) {
      const res = await call(method, path, { token: parent });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ ...envelope, code: 4004 });
    }
  });
});

describe('every business 4000 names its fields', () => {
  it('holds for every answer of this file', () => {
    const invalid = answers.filter((a) => a.status === 200 && a.body.code === 4000);
    expect(invalid.length).toBeGreaterThan(withInput.length);
    for (const a of invalid) expect(Object.keys(fieldsOf(a)).length, a.raw.slice(0, 200)).toBeGreaterThan(0);
  });
});
