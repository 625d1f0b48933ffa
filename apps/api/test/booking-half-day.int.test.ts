import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby, book, dayFromToday, insertSession, setFacility } from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';

/**
 * The facility rule of issue 13: one live booking per child, doctor and half-day (on by default),
 * refused with a readable message, holding under concurrent requests, and switched off by a manager.
 */
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  await setFacility(t, { one_booking_per_half_day: 1 });
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

/** A fresh half-day of doctor 1 (a date no other test of this file uses) with `count` slots. */
let day = 3;
const halfDay = async (count: number, period: 'am' | 'pm' = 'am', date = dayFromToday(day++)) =>
  insertSession(t, {
    doctorId: 1,
    date,
    period,
    slots: Array.from({ length: count }, (_, i) => {
      const hour = (period === 'am' ? 8 : 14) + Math.floor(i / 6);
      const start = `${String(hour).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`;
      return { start, end: start, capacity: 5 };
    }),
  });

const liveCount = async (babyId: number) =>
  (
    await t.ctx.db.kysely
      .selectFrom('appointments')
      .select('id')
      .where('baby_id', '=', babyId)
      .where('status', 'in', ['pending_payment', 'booked'])
      .execute()
  ).length;

const bookedSeats = async (slotIds: number[]) =>
  (await t.ctx.db.kysely.selectFrom('slots').select('booked').where('id', 'in', slotIds).execute()).reduce(
    (sum, s) => sum + s.booked,
    0,
  );

describe('one live booking per child, doctor and half-day', () => {
  it('refuses a second slot of the same half-day with a message naming the doctor and half-day', async () => {
    const p = await loginParentFresh(t);
    const babyId = await addBaby(t, p.token, '半天宝');
    const [first, second] = await halfDay(2);
    expect((await book(t, p.token, babyId, first ?? 0)).body.success).toBe(true);
    const again = await book(t, p.token, babyId, second ?? 0);
    expect(again.body).toMatchObject({ success: false, code: 4009 });
    expect(again.body.msg).toMatch(
      /^半天宝已预约.+医生\d{4}-\d{2}-\d{2}上午的门诊，同一医生同一半天只能预约一次/,
    );
    expect(await liveCount(babyId)).toBe(1);
    expect(await bookedSeats([first ?? 0, second ?? 0])).toBe(1);
  });

  it('leaves the other half-day, another child and a cancelled booking free', async () => {
    const p = await loginParentFresh(t);
    const babyId = await addBaby(t, p.token, '上午宝');
    const sister = await addBaby(t, p.token, '妹妹');
    const date = dayFromToday(day++);
    const [am1, am2] = await halfDay(2, 'am', date);
    const [pm1] = await halfDay(1, 'pm', date);
    const first = await book(t, p.token, babyId, am1 ?? 0);
    expect(first.body.success).toBe(true);
    expect((await book(t, p.token, babyId, pm1 ?? 0)).body.success).toBe(true);
    expect((await book(t, p.token, sister, am2 ?? 0)).body.success).toBe(true);
    // Cancelled, the morning is the child's to book again.
    const weId = first.body.success ? first.body.data.weId : 0;
    const cancel = await t.call('POST', '/opordering/wechatapp/cancelAppointment', {
      token: p.token,
      body: { weId },
    });
    expect(cancel.body.success).toBe(true);
    expect((await book(t, p.token, babyId, am2 ?? 0)).body.success).toBe(true);
  });

  it('gives exactly one booking when the same child asks for the half-day ten times at once', async () => {
    const p = await loginParentFresh(t);
    const babyId = await addBaby(t, p.token, '并发宝');
    const slots = await halfDay(10);
    const results = await Promise.all(slots.map((slotId) => book(t, p.token, babyId, slotId)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => !r.body.success).every((r) => r.body.code === 4009)).toBe(true);
    expect(await liveCount(babyId)).toBe(1);
    expect(await bookedSeats(slots)).toBe(1);
  });

  it('is a clinic setting a manager turns off (and on) in 院区设置', async () => {
    const off = await t.call<{ oneBookingPerHalfDay: boolean }>(
      'POST',
      '/api/console/clinic/facility/update',
      {
        token: manager,
        body: { facilityId: 1, oneBookingPerHalfDay: false },
      },
    );
    expect(off.body).toMatchObject({ success: true, data: { oneBookingPerHalfDay: false } });
    const p = await loginParentFresh(t);
    const babyId = await addBaby(t, p.token, '关闭宝');
    const [first, second, third] = await halfDay(3);
    expect((await book(t, p.token, babyId, first ?? 0)).body.success).toBe(true);
    expect((await book(t, p.token, babyId, second ?? 0)).body.success).toBe(true);
    expect(await liveCount(babyId)).toBe(2);

    const on = await t.call<{ oneBookingPerHalfDay: boolean }>(
      'POST',
      '/api/console/clinic/facility/update',
      {
        token: manager,
        body: { facilityId: 1, oneBookingPerHalfDay: true },
      },
    );
    expect(on.body).toMatchObject({ success: true, data: { oneBookingPerHalfDay: true } });
    // Switched back on: the two bookings made meanwhile stand, a third in that half-day is refused.
    expect((await book(t, p.token, babyId, third ?? 0)).body).toMatchObject({ success: false, code: 4009 });
    expect(await liveCount(babyId)).toBe(2);
  });
});
