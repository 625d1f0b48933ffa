import type { ServerFrame } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatCast,
  chatCast,
  isType,
  listChat,
  listenOnce,
  newClientId,
  openInquiry,
  openSocket,
  ticketFor,
} from './chat-support.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 14: two API processes (two apps, each with its own Redis connections, on one database) and the
 * real redis-server `npm test` starts (TEST_REDIS_URL). A message sent to a socket on one reaches a
 * socket on the other only through the broker: each app's fan-out is its own, so without the publish
 * nothing would cross. In CI a missing Redis is a failure, not a skip (rate-limit-redis.int.test.ts).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe.runIf(redisUrl !== '')('chat across two processes through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let cast: ChatCast;
  beforeAll(async () => {
    a = await startTestApp({ seed: true, env: { REDIS_URL: redisUrl } });
    b = await startTestApp({ sharing: a, env: { REDIS_URL: redisUrl } });
    cast = await chatCast(a);
  });
  afterAll(async () => {
    expect(leaksInRun()).toEqual([]);
    await b.close();
    await a.close();
  });

  it('uses Redis for the fan-out in both processes', () => {
    expect(a.ctx.fanout.name).toBe('redis');
    expect(b.ctx.fanout.name).toBe('redis');
    expect(a.ctx.fanout).not.toBe(b.ctx.fanout);
  });

  it("delivers a parent's message sent on A to the doctor's socket on B, and B's reply and receipt back to A", async () => {
    const inquiryId = await openInquiry(a, cast);
    const conversationId = (await listChat(a, cast.parent.token, { inquiryId })).body.data.conversationId;
    const parent = await openSocket(await listenOnce(a), await ticketFor(a, cast.parent.token));
    const doctor = await openSocket(await listenOnce(b), await ticketFor(b, cast.doctor, true));
    parent.send({ type: 'sync', conversationId, afterSeq: 0 });
    doctor.send({ type: 'sync', conversationId, afterSeq: 0 });
    await parent.next(isType('synced'));
    await doctor.next(isType('synced'));

    const clientId = newClientId();
    parent.send({ type: 'send', conversationId, clientId, kind: 'text', text: '从A发出' });
    const ack = await parent.next(isType('ack'));
    expect((await doctor.next(isType('message'))).message).toEqual(ack.message);

    doctor.send({ type: 'send', conversationId, clientId: newClientId(), kind: 'text', text: '在B回复' });
    const reply = await doctor.next(isType('ack'));
    const pushed = await parent.next(
      (f): f is Extract<ServerFrame, { type: 'message' }> =>
        f.type === 'message' && f.message.seq === reply.message.seq,
    );
    expect(pushed.message).toEqual(reply.message);

    doctor.send({ type: 'read', conversationId, seq: reply.message.seq });
    expect(await parent.next(isType('read'))).toMatchObject({ reader: 'doctor', seq: reply.message.seq });
    parent.ws.close();
    doctor.ws.close();
  });
});

describe.runIf(redisUrl === '' && Boolean(process.env.CI))('Redis in CI for the chat', () => {
  it('is started by npm test (TEST_REDIS_URL)', () => {
    expect(redisUrl).not.toBe('');
  });
});
