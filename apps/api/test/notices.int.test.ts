import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createOfficialWechat } from '../src/providers/wechat/official-wechat.ts';
import type { SmsProvider } from '../src/providers/sms/sms-provider.ts';
import { inTransaction } from '../src/db/database.ts';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
import { addBaby, book, dayFromToday, insertSlot } from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { newOrder, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';

/**
 * Notices that arrive once (issue 13): the in-app message is posted once with the notice, each
 * channel's send is its own job that alone is retried, and a send that never succeeds is left failed
 * for managers to see on 失败任务.
 */
let t: TestApp;
let manager: string;
const logLines: string[] = [];
const FREE_DOCTOR = 3;
/** Long after every retry delay (at most an hour): each run claims whatever is still pending. */
const later = (days = 2) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  t = await startTestApp({ seed: true, logLines, env: { LOG_LEVEL: 'info' } });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  await t.ctx.db.kysely
    .updateTable('doctors')
    .set({ registration_fee_fen: 0 })
    .where('id', '=', FREE_DOCTOR)
    .execute();
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const db = () => t.ctx.db.kysely;
const drainJobs = async (at = later()) => {
  while ((await t.runJobs(at)) > 0);
};

/** A parent with a booked (free) appointment two days ahead, for a baby of its own; its reminder is queued. */
const bookedAppointment = async (parent?: { token: string; userId: number; mobile: string }) => {
  const who = parent ?? (await loginParentFresh(t));
  const babyId = await addBaby(t, who.token, '小禾');
  const slotId = await insertSlot(t, 2, dayFromToday(2), FREE_DOCTOR);
  const res = await book(t, who.token, babyId, slotId);
  expect(res.body.data.status).toBe('booked');
  return { parent: who, weId: res.body.data.weId };
};

const reminderMessages = (weId: number) =>
  db()
    .selectFrom('system_messages')
    .select('id')
    .where('title', '=', '就诊提醒')
    .where('link', '=', `/pages/newFun/orderDetail?weId=${weId}`)
    .execute();
const sendJob = (weId: number, channel: 'sms' | 'wechat') =>
  db()
    .selectFrom('jobs')
    .selectAll()
    .where('dedupe_key', '=', `notice:appointment-reminder:${weId}:${channel}`)
    .executeTakeFirst();

/** Puts a stand-in for the SMS provider's notice call; the watch around the provider still sees it. */
const replaceSmsNotice = (send: SmsProvider['sendNotice']) => {
  const original = t.ctx.sms.sendNotice;
  t.ctx.sms.sendNotice = send;
  return () => {
    t.ctx.sms.sendNotice = original;
  };
};

describe('a reminder whose SMS fails', () => {
  it('is posted once as an in-app message and only the SMS send is retried, until it is failed for managers', async () => {
    const { parent, weId } = await bookedAppointment();
    let attempts = 0;
    const restore = replaceSmsNotice(async () => {
      attempts += 1;
      throw new Error(`Aliyun SMS refused: isv.BUSINESS_LIMIT_CONTROL for ${parent.mobile}`);
    });
    try {
      for (let run = 0; run < 12; run += 1) await drainJobs(later(run + 1));
    } finally {
      restore();
    }
    expect(await reminderMessages(weId)).toHaveLength(1);
    const reminder = await db()
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('dedupe_key', '=', `appointment-reminder:${weId}`)
      .executeTakeFirstOrThrow();
    expect(reminder).toEqual({ status: 'done', attempts: 1 });
    // Eight tries (the runner's limit), each one a call to the provider, then failed for good.
    expect(attempts).toBe(8);
    const sms = await sendJob(weId, 'sms');
    expect(sms).toMatchObject({ kind: 'notice-sms', status: 'failed', attempts: 8 });
    const notices = await db()
      .selectFrom('notices')
      .select(['kind', 'channels'])
      .where('notice_key', '=', `appointment-reminder:${weId}`)
      .execute();
    expect(notices).toEqual([{ kind: 'appointment-reminder', channels: 'sms' }]);

    const failed = await t.call<{ list: { jobId: number; kind: string; lastError: string | null }[] }>(
      'GET',
      '/api/console/jobs/failedList',
      { token: manager, query: { pageNum: 1, pageSize: 50, kind: 'notice-sms' } },
    );
    const listed = failed.body.data.list.find((j) => j.jobId === sms?.id);
    expect(listed?.kind).toBe('notice-sms');
    expect(listed?.lastError).toContain('就诊提醒短信未能发出：Aliyun SMS refused');
    expect(listed?.lastError).not.toContain(parent.mobile);
    expect(logLines.join('\n')).not.toContain(parent.mobile);
  });

  it('succeeds after a transient failure without a second message, with the reminder text in the outbox', async () => {
    const { parent, weId } = await bookedAppointment();
    let attempts = 0;
    const restore = replaceSmsNotice(async () => {
      attempts += 1;
      throw new Error('Aliyun SMS refused: ServiceUnavailable');
    });
    await t.runJobs(later());
    await drainJobs(new Date(Date.now() + 1000));
    restore();
    expect(attempts).toBe(1);
    await drainJobs();
    expect(await reminderMessages(weId)).toHaveLength(1);
    expect(await sendJob(weId, 'sms')).toMatchObject({ status: 'done', attempts: 2 });
    const texts = await db()
      .selectFrom('sms_outbox')
      .select(['template', 'content'])
      .where('phone', '=', parent.mobile)
      .where('template', '=', 'appointment-reminder')
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.content).toMatch(
      /^【小芽儿童健康】就诊提醒：您预约了\d{4}-\d\d-\d\d (上午|下午) \d\d:\d\d-\d\d:\d\d \S+医生的门诊，地点：\S+，请提前15分钟到达。$/,
    );
    // The reminder job running again (a process that died before finishing it) posts and queues nothing.
    await db()
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date().toISOString() })
      .where('dedupe_key', '=', `appointment-reminder:${weId}`)
      .execute();
    await drainJobs();
    expect(await reminderMessages(weId)).toHaveLength(1);
    expect(
      await db()
        .selectFrom('sms_outbox')
        .select('id')
        .where('phone', '=', parent.mobile)
        .where('template', '=', 'appointment-reminder')
        .execute(),
    ).toHaveLength(1);
  });
});

describe('WeChat template messages', () => {
  const bindOpenid = async (userId: number, openid: string) => {
    await db()
      .insertInto('wechat_identities')
      .values({
        user_id: userId,
        app_id: t.ctx.wechat.appId,
        channel: 'official',
        openid,
        unionid: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  };
  const outbox = (openid: string) =>
    t.call<{ list: { templateId: string; data: Record<string, string>; url: string | null }[] }>(
      'GET',
      '/dev/wechat-outbox',
      { query: { openid } },
    );

  it('go to the embedded outbox beside the SMS when the parent has an openid and allows them, and not when not', async () => {
    const parent = await loginParentFresh(t);
    const openid = `oTest${parent.userId}xxxxxxxxxxxxxxxxxxxx`;
    await bindOpenid(parent.userId, openid);
    const first = await bookedAppointment(parent);
    await drainJobs();
    const sent = (await outbox(openid)).body.data.list;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      templateId: 'sprout-appointment-reminder',
      data: { date: dayFromToday(2), doctor: expect.any(String), facility: expect.any(String) },
    });
    expect(await sendJob(first.weId, 'sms')).toMatchObject({ status: 'done' });
    expect(await sendJob(first.weId, 'wechat')).toMatchObject({ kind: 'notice-wechat', status: 'done' });

    // 公众号消息通知 off: the next notice goes by SMS only.
    const off = await t.call('POST', '/online/usercenter/setWxNoticeStatus', {
      token: parent.token,
      body: { noticeEnabled: false },
    });
    expect(off.body.success).toBe(true);
    const second = await bookedAppointment(parent);
    await drainJobs();
    expect(await reminderMessages(second.weId)).toHaveLength(1);
    expect(await sendJob(second.weId, 'sms')).toMatchObject({ status: 'done' });
    expect(await sendJob(second.weId, 'wechat')).toBeUndefined();
    expect((await outbox(openid)).body.data.list).toHaveLength(1);

    // A parent without a WeChat identity gets none either.
    const plain = await bookedAppointment();
    await drainJobs();
    expect(await sendJob(plain.weId, 'wechat')).toBeUndefined();
  });

  it('logs a WeChat API refusal without the openid, and retries only the WeChat send', async () => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/cgi-bin/token')) {
        res.end(JSON.stringify({ access_token: 'ACCESS', expires_in: 7200 }));
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const touser = (JSON.parse(body) as { touser: string }).touser;
        res.end(JSON.stringify({ errcode: 43004, errmsg: `require subscribe for ${touser} rid: 6543` }));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const official = createOfficialWechat({
      appId: t.ctx.wechat.appId,
      appSecret: 'secret-for-the-local-server',
      apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    const original = t.ctx.wechat.sendTemplateMessage;
    t.ctx.wechat.sendTemplateMessage = official.sendTemplateMessage;
    try {
      const parent = await loginParentFresh(t);
      const openid = `oRefused${parent.userId}yyyyyyyyyyyyyyyyyy`;
      await bindOpenid(parent.userId, openid);
      const { weId } = await bookedAppointment(parent);
      const linesBefore = logLines.length;
      // The reminder (due the evening before), then its sends once, now: no retry is due yet.
      await t.runJobs(later());
      await drainJobs(new Date(Date.now() + 1000));
      const wechat = await sendJob(weId, 'wechat');
      expect(wechat).toMatchObject({ status: 'pending', attempts: 1 });
      expect(wechat?.last_error).toContain(
        '就诊提醒微信消息未能发出：WeChat template message refused: 43004',
      );
      expect(wechat?.last_error).not.toContain(openid);
      expect(await sendJob(weId, 'sms')).toMatchObject({ status: 'done', attempts: 1 });
      expect(await reminderMessages(weId)).toHaveLength(1);
      const lines = logLines.slice(linesBefore).join('\n');
      expect(lines).toContain('provider call failed');
      expect(lines).toContain('43004');
      expect(lines).not.toContain(openid);
    } finally {
      t.ctx.wechat.sendTemplateMessage = original;
      server.close();
    }
  });
});

describe('a settled refund', () => {
  it('is told by SMS once, however often its settlement is reported', async () => {
    registerTestKind(t);
    const parent = await loginParentFresh(t);
    const created = await newOrder(t, parent.userId, 3000);
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: created.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await drainJobs(new Date(Date.now() + 5_000));
    const paid = await orderRow(t, created.order_no);
    expect(paid.status).toBe('paid');
    await inTransaction(t.ctx.db, (trx) => requestRefund(trx, paid, 3000, '取消预约'));
    await drainJobs(new Date(Date.now() + 5_000));
    await drainJobs(new Date(Date.now() + 5_000));
    expect((await orderRow(t, created.order_no)).status).toBe('refunded');
    // The refund's notify delivered again by the provider: settled already, nothing more is sent.
    await db()
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date().toISOString() })
      .where('dedupe_key', 'like', `sandbox-notify:refund:%${created.order_no.slice(2)}%`)
      .execute();
    await drainJobs(new Date(Date.now() + 5_000));
    const texts = await db()
      .selectFrom('sms_outbox')
      .select('content')
      .where('phone', '=', parent.mobile)
      .where('template', '=', 'refund-settled')
      .execute();
    expect(texts).toEqual([
      {
        content:
          '【小芽儿童健康】您的订单「挂号费 林晓岚 儿科」退款30.00元已原路退回，请留意支付账户的到账通知。',
      },
    ]);
  });
});

describe('start-up with a real SMS provider', () => {
  const aliyun = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FANOUT_PROVIDER: 'memory',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'key-id',
    ALIYUN_ACCESS_KEY_SECRET: 'key-secret',
    ALIYUN_SMS_SIGN_NAME: '小芽儿童健康',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
  };
  const start = (env: Record<string, string>) =>
    buildApp(loadConfig({ ...aliyun, ...env, SQLITE_PATH: t.ctx.config.SQLITE_PATH }), t.ctx.db);

  it('refuses to start without a notice template, naming the setting', async () => {
    await expect(
      start({
        SMS_TEMPLATE_APPOINTMENT_REMINDER: 'SMS_100000002',
        SMS_TEMPLATE_REFUND_SETTLED: 'SMS_100000004:order,amount',
        SMS_TEMPLATE_INQUIRY_REASSIGNED: 'SMS_100000005',
        SMS_TEMPLATE_INQUIRY_REFUNDED: 'SMS_100000006',
        SMS_TEMPLATE_DOCTOR_REPLIED: 'SMS_100000007',
        SMS_TEMPLATE_REPORT_READY: 'SMS_100000008',
        SMS_TEMPLATE_BILL_DUE: 'SMS_100000009',
        SMS_TEMPLATE_BILL_REMINDER: 'SMS_100000010',
        SMS_TEMPLATE_PAYMENT_SUCCEEDED: 'SMS_100000011',
        SMS_TEMPLATE_INVOICE_ISSUED: 'SMS_100000012',
      }),
    ).rejects.toThrow(
      /SMS_TEMPLATE_CLINIC_STOPPED: Aliyun SMS needs the approved template of the 停诊通知 notice/,
    );
  });

  it('refuses a template variable the code does not fill, and starts when every template is right', async () => {
    const templates = {
      SMS_TEMPLATE_APPOINTMENT_REMINDER: 'SMS_100000002:date,time,doctor,place=facility',
      SMS_TEMPLATE_CLINIC_STOPPED: 'SMS_100000003',
      SMS_TEMPLATE_REFUND_SETTLED: 'SMS_100000004:order,amount',
      SMS_TEMPLATE_INQUIRY_REASSIGNED: 'SMS_100000005:doctor',
      SMS_TEMPLATE_INQUIRY_REFUNDED: 'SMS_100000006:reason,amount',
      SMS_TEMPLATE_DOCTOR_REPLIED: 'SMS_100000007',
      SMS_TEMPLATE_REPORT_READY: 'SMS_100000008',
      SMS_TEMPLATE_BILL_DUE: 'SMS_100000009',
      SMS_TEMPLATE_BILL_REMINDER: 'SMS_100000010',
      SMS_TEMPLATE_PAYMENT_SUCCEEDED: 'SMS_100000011',
      SMS_TEMPLATE_INVOICE_ISSUED: 'SMS_100000012',
    };
    await expect(
      start({ ...templates, SMS_TEMPLATE_CLINIC_STOPPED: 'SMS_100000003:date,patient' }),
    ).rejects.toThrow(/SMS_TEMPLATE_CLINIC_STOPPED: 'patient' is not filled by the 停诊通知 notice/);
    const built = await start(templates);
    expect(built.ctx.sms.name).toBe('aliyun');
    await built.app.close();
  });
});
