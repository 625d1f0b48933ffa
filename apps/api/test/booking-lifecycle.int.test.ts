import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { transitionOrder } from '../src/modules/orders/orders.repository.ts';
import {
  addBaby,
  book,
  dayFromToday,
  insertSession,
  insertSlot,
  setFacility,
  slotBooked,
} from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

const W = '/opordering/wechatapp';
let t: TestApp;
let parent: { token: string; userId: number; mobile: string };
let babyId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '小禾');
  // These suites book one baby on many slots of one half-day; the half-day rule has its own suite.
  await setFacility(t, { one_booking_per_half_day: 0 });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const db = () => t.ctx.db.kysely;
const appointment = (weId: number) =>
  db().selectFrom('appointments').selectAll().where('id', '=', weId).executeTakeFirstOrThrow();
const orderOf = async (weId: number) =>
  db()
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', (await appointment(weId)).order_id ?? 0)
    .executeTakeFirstOrThrow();
const messages = (title: string) =>
  db()
    .selectFrom('system_messages')
    .selectAll()
    .where('user_id', '=', parent.userId)
    .where('title', '=', title)
    .execute();
const drainJobs = async (at: Date) => {
  while ((await t.runJobs(at)) > 0);
};
const cancel = (weId: number, token = parent.token) =>
  t.call<{ status: string; canDelete: boolean }>('POST', `${W}/cancelAppointment`, {
    token,
    body: { weId, reason: '孩子已退烧' },
  });
/** Pays an order the way the payment notify does: the order moves to paid and the kind's hook runs with it. */
const markPaid = async (weId: number) => {
  const orderId = (await appointment(weId)).order_id ?? 0;
  await inTransaction(t.ctx.db, async (trx) => {
    const order = await transitionOrder(trx, orderId, 'paid', { paid_at: new Date().toISOString() });
    if (order) await t.ctx.orderKinds.hooksFor(order.kind).onPaid(trx, order);
  });
};

describe('the unpaid hold', () => {
  it('expires by a durable job: appointment expired, order closed, seat back once, parent told', async () => {
    const slotId = await insertSlot(t, 2);
    const weId = (await book(t, parent.token, babyId, slotId)).body.data.weId;
    await drainJobs(new Date(Date.now() + 14 * 60_000));
    expect((await appointment(weId)).status).toBe('pending_payment');
    await drainJobs(new Date(Date.now() + 16 * 60_000));
    expect((await appointment(weId)).status).toBe('expired');
    expect((await orderOf(weId)).status).toBe('closed');
    expect(await slotBooked(t, slotId)).toBe(0);
    expect(await messages('预约已失效')).toHaveLength(1);
    const detail = await t.call('GET', `${W}/getAppointmentDetail`, { token: parent.token, query: { weId } });
    expect(detail.body.data).toMatchObject({
      status: 'expired',
      canPay: false,
      canCancel: false,
      canDelete: true,
    });
  });

  it('a paid appointment is never expired by its hold job', async () => {
    const slotId = await insertSlot(t, 2);
    const weId = (await book(t, parent.token, babyId, slotId)).body.data.weId;
    await markPaid(weId);
    expect((await appointment(weId)).status).toBe('booked');
    expect(await messages('预约成功')).not.toHaveLength(0);
    await drainJobs(new Date(Date.now() + 16 * 60_000));
    expect((await appointment(weId)).status).toBe('booked');
    expect(await slotBooked(t, slotId)).toBe(1);
  });
});

describe('cancelAppointment', () => {
  it('cancels an unpaid booking: order closed, seat back once, hold job finds nothing', async () => {
    const slotId = await insertSlot(t, 2);
    const weId = (await book(t, parent.token, babyId, slotId)).body.data.weId;
    const res = await cancel(weId);
    expect(res.body.data).toMatchObject({ status: 'cancelled', canDelete: true, cancelReason: '孩子已退烧' });
    expect((await orderOf(weId)).status).toBe('closed');
    expect(await slotBooked(t, slotId)).toBe(0);
    await drainJobs(new Date(Date.now() + 16 * 60_000));
    expect((await appointment(weId)).status).toBe('cancelled');
    expect(await slotBooked(t, slotId)).toBe(0);
    expect((await cancel(weId)).body).toMatchObject({ code: 4009, msg: '当前预约状态不能取消' });
  });

  it('cancels a paid booking: refunding with the whole fee, seat released once under racing cancels', async () => {
    const slotId = await insertSlot(t, 3);
    const weId = (await book(t, parent.token, babyId, slotId)).body.data.weId;
    await markPaid(weId);
    const results = await Promise.all([1, 2, 3, 4].map(() => cancel(weId)));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await slotBooked(t, slotId)).toBe(0);
    const order = await orderOf(weId);
    expect(order.status).toBe('refunding');
    const refunds = await db().selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(refunds).toMatchObject([{ amount_fen: 5000, status: 'pending', reason: '用户取消预约' }]);
  });

  it('refuses after the cut-off, and a foreign or unknown weId is 4004', async () => {
    const [soon] = await insertSession(t, {
      doctorId: 5,
      date: dayFromToday(1),
      period: 'pm',
      slots: [{ start: '15:00', end: '15:30', capacity: 2 }],
    });
    const weId = (await book(t, parent.token, babyId, soon as number)).body.data.weId;
    await setFacility(t, { cancel_cutoff_minutes: 3 * 24 * 60 });
    const late = await cancel(weId);
    expect(late.body).toMatchObject({ code: 4009, msg: expect.stringContaining('不能取消预约') });
    await setFacility(t, { cancel_cutoff_minutes: 120 });
    const other = await loginParentFresh(t);
    expect((await cancel(weId, other.token)).body.code).toBe(4004);
    expect((await cancel(876543)).body.code).toBe(4004);
    expect((await appointment(weId)).status).toBe('pending_payment');
  });
});

describe('reminders', () => {
  it('the evening before, a booked appointment gets a message and an SMS; a cancelled one gets none', async () => {
    const date = dayFromToday(2);
    const slotA = await insertSlot(t, 2, date);
    const slotB = await insertSlot(t, 2, date);
    const kept = (await book(t, parent.token, babyId, slotA)).body.data.weId;
    await markPaid(kept);
    const dropped = (await book(t, parent.token, babyId, slotB)).body.data.weId;
    await markPaid(dropped);
    await cancel(dropped);
    const eve = new Date(`${dayFromToday(1)}T20:01:00+08:00`);
    await drainJobs(new Date(eve.getTime() - 2 * 60_000));
    expect(await messages('就诊提醒')).toHaveLength(0);
    await drainJobs(eve);
    // (booked appointments of earlier tests on the same day are reminded too)
    const reminders = await messages('就诊提醒');
    const links = reminders.map((m) => m.link);
    expect(links.filter((l) => l === `/pages/newFun/orderDetail?weId=${kept}`)).toHaveLength(1);
    expect(links).not.toContain(`/pages/newFun/orderDetail?weId=${dropped}`);
    const sms = await db()
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', parent.mobile)
      .where('template', '=', 'appointment-reminder')
      .execute();
    expect(sms).toHaveLength(reminders.length);
    const cancelledJob = await db()
      .selectFrom('jobs')
      .select('status')
      .where('dedupe_key', '=', `appointment-reminder:${dropped}`)
      .executeTakeFirst();
    expect(cancelledJob?.status).toBe('cancelled');
  });
});

describe('lists, detail and delete', () => {
  it('pages newest first, filters by status and baby, hides deleted ones, and refuses to delete live ones', async () => {
    const me = await loginParentFresh(t);
    const baby = await addBaby(t, me.token, '小满');
    const secondBaby = await addBaby(t, me.token, '小川');
    const ids: number[] = [];
    for (const b of [baby, baby, secondBaby])
      ids.push((await book(t, me.token, b, await insertSlot(t, 2))).body.data.weId);
    const page = (body: Record<string, unknown>) =>
      t.call<{ list: { weId: number }[]; total: number }>('POST', `${W}/pageAppointment`, {
        token: me.token,
        body,
      });
    expect((await page({ pageNum: 1, pageSize: 2 })).body.data).toMatchObject({
      total: 3,
      list: [{ weId: ids[2] }, { weId: ids[1] }],
    });
    expect((await page({ babyId: secondBaby })).body.data.total).toBe(1);
    expect((await page({ status: 'booked' })).body.data.total).toBe(0);
    const live = await t.call('POST', `${W}/deleteAppointment`, { token: me.token, body: { weId: ids[0] } });
    expect(live.body.code).toBe(4009);
    await cancel(ids[0] as number, me.token);
    const del = await t.call('POST', `${W}/deleteAppointment`, { token: me.token, body: { weId: ids[0] } });
    expect(del.body).toMatchObject({ success: true, data: { weId: ids[0] } });
    expect((await page({})).body.data.total).toBe(2);
    expect(
      (await t.call('GET', `${W}/getAppointmentDetail`, { token: me.token, query: { weId: ids[0] } })).body
        .code,
    ).toBe(4004);
    expect((await appointment(ids[0] as number)).hidden_at).not.toBeNull();
    const byPatient = await t.call<{ total: number }>(
      'POST',
      '/api/opordering/patientAppointment/getAppointmentListByPatient',
      {
        token: me.token,
        body: { babyId: baby },
      },
    );
    expect(byPatient.body.data.total).toBe(1);
    const pid = (await appointment(ids[1] as number)).pid;
    const byPid = await t.call<{ total: number }>(
      'POST',
      '/api/opordering/patientAppointment/getAppointmentListByPatient',
      {
        token: me.token,
        body: { pid },
      },
    );
    expect(byPid.body.data.total).toBe(1);
    const foreignPid = await t.call(
      'POST',
      '/api/opordering/patientAppointment/getAppointmentListByPatient',
      {
        token: parent.token,
        body: { pid },
      },
    );
    expect(foreignPid.body.code).toBe(4004);
    const none = await t.call('POST', '/api/opordering/patientAppointment/getAppointmentListByPatient', {
      token: me.token,
      body: {},
    });
    expect(none.body.code).toBe(4000);
    expect((await page({ status: 'done' })).body.code).toBe(4000);
  });
});
