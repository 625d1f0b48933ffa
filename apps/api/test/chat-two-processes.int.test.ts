import { join } from 'node:path';
import type { ServerFrame } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type StartedServer, startServer } from '../../../scripts/lib/server.mjs';

/**
 * Issue 14: two real API processes (the way a clinic runs them behind nginx) on one database, with the
 * real redis-server `npm test` starts (TEST_REDIS_URL). The parent's socket is on one process and the
 * doctor's on the other: a message crosses only through Redis. Everything goes over HTTP and /ws, as
 * the apps do. In CI a missing Redis is a failure (rate-limit-redis.int.test.ts).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

type Answer = { success: boolean; code: number; data: Record<string, unknown> & { [k: string]: unknown } };

const call = async (base: string, method: 'GET' | 'POST', path: string, token?: string, input?: object) => {
  const url = new URL(path, base);
  if (method === 'GET') for (const [k, v] of Object.entries(input ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(input ?? {}) } : {}),
  });
  const answer = (await res.json()) as Answer;
  if (!answer.success) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
};

/** A socket that keeps every frame, and waits for the first frame a test asks for. */
const socketOn = async (base: string, ticket: string) => {
  const url = new URL(`/ws?ticket=${encodeURIComponent(ticket)}`, base);
  url.protocol = 'ws:';
  const ws = new WebSocket(url, { origin: new URL(base).origin });
  const frames: ServerFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (match: (f: ServerFrame) => boolean, ms = 10_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching frame in ${ms} ms: ${JSON.stringify(frames)}`);
  };
  return { ws, frames, next, send: (frame: object) => ws.send(JSON.stringify(frame)) };
};

describe.runIf(redisUrl !== '')('chat between two server processes through Redis', () => {
  let a: StartedServer;
  let b: StartedServer;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, FANOUT_PROVIDER: 'redis' };
    a = await startServer({ env });
    b = await startServer({
      env: { ...env, SQLITE_PATH: a.sqlitePath, STORAGE_DIR: join(a.dir, 'uploads') },
    });
  }, 90_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('a parent on one process and the doctor on the other hear each other', async () => {
    const manager = (await call(a.url, 'POST', '/api/console/auth/login', undefined, {
      username: 'manager',
      password: 'Sprout-manager-2026',
    })) as { token: string };
    const doctor = (await call(b.url, 'POST', '/api/console/auth/login', undefined, {
      username: 'doctor',
      password: 'Sprout-doctor-2026',
    })) as { token: string };
    await call(a.url, 'POST', '/api/console/consult/service/save', manager.token, {
      doctorId: 1,
      priceFen: 3900,
      workingHours: ALWAYS,
      enabled: true,
    });
    const mobile = '13766660001';
    await call(a.url, 'POST', '/online/usercenter/sendSms', undefined, { mobile, purpose: 'login' });
    const outbox = (await call(a.url, 'GET', '/dev/sms-outbox', undefined, { mobile })) as {
      list: { code?: string }[];
    };
    const code = outbox.list.find((m) => m.code)?.code;
    const parent = (await call(a.url, 'POST', '/online/usercenter/userLogin', undefined, {
      mobile,
      code,
    })) as {
      token: string;
    };
    const { babyId } = (await call(a.url, 'POST', '/online/usercenter/addBabyInfo', parent.token, {
      babyName: '两处宝',
      sex: '女',
      birthday: '2022-05-05',
      guardianConsent: true,
    })) as { babyId: number };
    const created = (await call(a.url, 'POST', '/api/consult/inquiryCreate', parent.token, {
      babyId,
      doctorId: 1,
      complaint: '宝宝咳嗽三天，夜里加重，有少量白痰',
      duration: '3天',
      hasFever: false,
      agreeNotice: true,
      allowReassign: false,
    })) as { inquiryId: number; orderNo: string };
    const pay = (await call(a.url, 'GET', '/api/pay/v1/pay_sign_ali', parent.token, {
      orderNo: created.orderNo,
    })) as { cashierUrl: string };
    const cashier = new URL(pay.cashierUrl, a.url);
    const form = new URLSearchParams(cashier.searchParams);
    form.set('decision', 'pay');
    await fetch(new URL('/dev/pay/cashier', a.url), { method: 'POST', body: form, redirect: 'manual' });
    await call(a.url, 'GET', '/api/pay/v1/order_status', parent.token, { orderNo: created.orderNo });
    await call(b.url, 'POST', '/api/console/consult/inquiry/accept', doctor.token, {
      inquiryId: created.inquiryId,
    });
    const page = (await call(a.url, 'GET', '/api/consult/chatContentList', parent.token, {
      inquiryId: created.inquiryId,
    })) as { conversationId: string; lastSeq: number };

    const parentTicket = (await call(a.url, 'POST', '/api/consult/chatTicket', parent.token)) as {
      ticket: string;
    };
    const doctorTicket = (await call(b.url, 'POST', '/api/console/consult/chat/ticket', doctor.token)) as {
      ticket: string;
    };
    const onA = await socketOn(a.url, parentTicket.ticket);
    const onB = await socketOn(b.url, doctorTicket.ticket);
    try {
      const conversationId = page.conversationId;
      for (const s of [onA, onB]) {
        s.send({ type: 'sync', conversationId, afterSeq: page.lastSeq });
        await s.next((f) => f.type === 'synced');
      }
      onA.send({
        type: 'send',
        conversationId,
        clientId: 'two-proc-parent-1',
        kind: 'text',
        text: '医生您好',
      });
      const heard = await onB.next((f) => f.type === 'message' && f.message.clientId === 'two-proc-parent-1');
      onB.send({
        type: 'send',
        conversationId,
        clientId: 'two-proc-doctor-1',
        kind: 'text',
        text: '您好，请讲',
      });
      const answered = await onA.next(
        (f) => f.type === 'message' && f.message.clientId === 'two-proc-doctor-1',
      );
      expect(heard.type === 'message' && heard.message).toMatchObject({
        senderType: 'parent',
        text: '医生您好',
      });
      expect(answered.type === 'message' && answered.message).toMatchObject({
        senderType: 'doctor',
        text: '您好，请讲',
        seq: page.lastSeq + 2,
      });
      // Each heard the other's message once.
      const count = (s: typeof onA, id: string) =>
        s.frames.filter((f) => f.type === 'message' && f.message.clientId === id).length;
      expect([count(onB, 'two-proc-parent-1'), count(onA, 'two-proc-doctor-1')]).toEqual([1, 1]);
    } finally {
      onA.ws.terminate();
      onB.ws.terminate();
    }
  }, 60_000);
});
