import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let parent: { token: string; userId: number };
let babyId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  parent = await loginParentFresh(t);
  babyId = await addBaby(t, parent.token, '小雨');
  // These suites book one baby on many slots of one half-day; the half-day rule has its own suite.
  await setFacility(t, { one_booking_per_half_day: 0 });
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('the clinic directory (public)', () => {
  it('lists cities with open facilities, facilities, running time, departments and doctors', async () => {
    const cities = await t.call<{ cityCode: string; cityName: string }[]>('GET', `${W}/getCityList`);
    expect(cities.body.data).toEqual([{ cityCode: '4403', cityName: '深圳市' }]);
    const facilities = await t.call<{ facilityId: number }[]>('GET', `${W}/getFacilityList`, {
      query: { cityCode: '4403' },
    });
    expect(facilities.body.data).toHaveLength(1);
    expect(
      (await t.call<unknown[]>('GET', `${W}/getFacilityList`, { query: { cityCode: '1101' } })).body.data,
    ).toEqual([]);
    const running = await t.call('GET', `${W}/getFacilityRunningTime`, { query: { facilityId: 1 } });
    expect(running.body.data).toMatchObject({ facilityId: 1, bookingWindowDays: 7, holdMinutes: 15 });
    const depts = await t.call<{ deptId: number }[]>('GET', `${W}/getDeptList`, { query: { facilityId: 1 } });
    expect(depts.body.data).toHaveLength(5);
    const doctors = await t.call<{ doctorId: number; feeFen: number }[]>('GET', `${W}/getDoctorList`, {
      query: { facilityId: 1 },
    });
    expect(doctors.body.data).toHaveLength(6);
    const growth = await t.call<{ name: string }[]>('GET', `${W}/getDoctorList`, {
      query: { facilityId: 1, deptId: 2 },
    });
    expect(growth.body.data.map((d) => d.name)).toEqual(['林晓岚', '周文博']);
  });

  it('shows a doctor with status, so the QR page can say 状态异常 for a stopped one', async () => {
    const detail = await t.call('GET', `${W}/getDoctorDetail`, { query: { doctorId: 1 } });
    expect(detail.body.data).toMatchObject({ doctorId: 1, name: '林晓岚', feeFen: 5000, status: 'active' });
    await t.ctx.db.kysely.updateTable('doctors').set({ status: 'stopped' }).where('id', '=', 6).execute();
    const stopped = await t.call('GET', `${W}/getDoctorDetail`, { query: { doctorId: 6 } });
    expect(stopped.body.data).toMatchObject({ status: 'stopped' });
    const list = await t.call<{ doctorId: number }[]>('GET', `${W}/getDoctorList`, {
      query: { facilityId: 1 },
    });
    expect(list.body.data.map((d) => d.doctorId)).not.toContain(6);
  });

  it('refuses unknown ids with 4004 and bad input with 4000', async () => {
    expect((await t.call('GET', `${W}/getDoctorDetail`, { query: { doctorId: 999 } })).body.code).toBe(4004);
    expect((await t.call('GET', `${W}/getDeptList`, { query: { facilityId: 999 } })).body.code).toBe(4004);
    const badMonth = await t.call('GET', `${W}/getMonthView`, { query: { doctorId: 1, month: '2026-13' } });
    expect(badMonth.body).toMatchObject({ code: 4000, data: { fields: { month: expect.any(String) } } });
    const badDate = await t.call('GET', `${W}/getDaySlots`, { query: { doctorId: 1, date: '2026/01/01' } });
    expect(badDate.body.code).toBe(4000);
  });

  it('month view, calendar events and day slots agree on free seats and closed days', async () => {
    const date = dayFromToday(3);
    const [a, b] = await insertSession(t, {
      doctorId: 2,
      date,
      slots: [
        { start: '09:00', end: '09:30', capacity: 2 },
        { start: '09:30', end: '10:00', capacity: 1 },
      ],
    });
    await insertSession(t, {
      doctorId: 2,
      date,
      period: 'pm',
      status: 'stopped',
      slots: [{ start: '14:00', end: '14:30', capacity: 4 }],
    });
    const month = date.slice(0, 7);
    const view = await t.call<{ days: { date: string; status: string; free: number; total: number }[] }>(
      'GET',
      `${W}/getMonthView`,
      { query: { doctorId: 2, month } },
    );
    expect(view.body.data.days.find((d) => d.date === date)).toEqual({
      date,
      status: 'open',
      free: 3,
      total: 3,
    });
    const events = await t.call<{ date: string; period: string; status: string; sessionStatus: string }[]>(
      'GET',
      `${W}/getCalendarEvents`,
      { query: { doctorId: 2, month } },
    );
    expect(events.body.data.filter((e) => e.date === date)).toMatchObject([
      { period: 'am', periodLabel: '上午', status: 'open', free: 3, total: 3, sessionStatus: 'open' },
      { period: 'pm', periodLabel: '下午', status: 'closed', sessionStatus: 'stopped' },
    ]);
    const day = await t.call<{
      slots: { slotId: number; availability: string; canBook: boolean; free: number }[];
    }>('GET', `${W}/getDaySlots`, { query: { doctorId: 2, date } });
    expect(day.body.data.slots.map((s) => [s.slotId, s.availability, s.free])).toEqual([
      [a, 'open', 2],
      [b, 'open', 1],
      [expect.any(Number), 'stopped', 4],
    ]);
    // Booking the single seat makes that slot full; a stopped session cannot be booked.
    expect((await book(t, parent.token, babyId, b as number)).body.success).toBe(true);
    const after = await t.call<{ slots: { availability: string }[] }>('GET', `${W}/getDaySlots`, {
      query: { doctorId: 2, date },
    });
    expect(after.body.data.slots[1]?.availability).toBe('full');
    const stoppedSlot = (day.body.data.slots[2]?.slotId ?? 0) as number;
    const refused = await book(t, parent.token, babyId, stoppedSlot);
    expect(refused.body).toMatchObject({ code: 4009, msg: '该医生当日停诊，请选择其他日期' });
  });
});

describe('addAppointment', () => {
  it('books a paid slot: pending payment, an order for the doctor’s fee, a held seat, a clinic record', async () => {
    const slotId = await insertSlot(t, 3);
    const res = await book(t, parent.token, babyId, slotId, '身高偏矮，想做生长评估');
    expect(res.body.data).toMatchObject({
      status: 'pending_payment',
      statusLabel: '待支付',
      babyName: '小雨',
      doctorName: '林晓岚',
      deptName: '生长发育门诊',
      feeFen: 5000,
      amountFen: 5000,
      orderStatus: 'created',
      canPay: true,
      canCancel: true,
      canDelete: false,
      visitReason: '身高偏矮，想做生长评估',
      pid: expect.stringMatching(/^P\d{8}$/),
    });
    expect(res.body.data.orderNo).toMatch(/^SP\d{20}$/);
    expect(await slotBooked(t, slotId)).toBe(1);
    const baby = await t.ctx.db.kysely
      .selectFrom('babies')
      .select('pid')
      .where('id', '=', babyId)
      .executeTakeFirst();
    expect(baby?.pid).toMatch(/^P\d{8}$/);
    const job = await t.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `appointment-hold:${res.body.data.weId}`)
      .executeTakeFirst();
    expect(job).toMatchObject({ kind: 'appointment-hold-expiry', status: 'pending' });
  });

  it('books a free doctor at once, with the day-before reminder queued', async () => {
    await t.ctx.db.kysely
      .updateTable('doctors')
      .set({ registration_fee_fen: 0 })
      .where('id', '=', 3)
      .execute();
    const slotId = await insertSlot(t, 2, dayFromToday(2), 3);
    const res = await book(t, parent.token, babyId, slotId);
    expect(res.body.data).toMatchObject({
      status: 'booked',
      statusLabel: '预约成功',
      orderNo: null,
      amountFen: 0,
    });
    const job = await t.ctx.db.kysely
      .selectFrom('jobs')
      .select('kind')
      .where('dedupe_key', '=', `appointment-reminder:${res.body.data.weId}`)
      .executeTakeFirst();
    expect(job?.kind).toBe('appointment-reminder');
  });

  it('refuses a second live booking of the same slot for the same baby, a full slot, and foreign or unknown ids', async () => {
    const slotId = await insertSlot(t, 1);
    expect((await book(t, parent.token, babyId, slotId)).body.success).toBe(true);
    const again = await book(t, parent.token, babyId, slotId);
    expect(again.body.code).toBe(4009);
    const other = await loginParentFresh(t);
    const otherBaby = await addBaby(t, other.token, '小风');
    expect((await book(t, other.token, otherBaby, slotId)).body).toMatchObject({
      code: 4009,
      msg: '号源已约满，请选择其他时间',
    });
    const twoSeats = await insertSlot(t, 2);
    await book(t, parent.token, babyId, twoSeats);
    expect((await book(t, parent.token, babyId, twoSeats)).body).toMatchObject({
      code: 4009,
      msg: expect.stringContaining('不能重复预约'),
    });
    expect(await slotBooked(t, twoSeats)).toBe(1);
    expect((await book(t, other.token, babyId, twoSeats)).body.code).toBe(4004);
    expect((await book(t, parent.token, babyId, 987654)).body.code).toBe(4004);
  });

  it('checks input: visit reason required and at most 200 characters, ids whole numbers', async () => {
    const slotId = await insertSlot(t, 1);
    const long = await book(t, parent.token, babyId, slotId, '咳'.repeat(201));
    expect(long.body).toMatchObject({ code: 4000, data: { fields: { visitReason: '就诊原因最多200字' } } });
    expect((await book(t, parent.token, babyId, slotId, '  ')).body.code).toBe(4000);
    const bad = await t.call('POST', `${W}/addAppointment`, {
      token: parent.token,
      body: { babyId: 'x', slotId, visitReason: '体检' },
    });
    expect(bad.body.code).toBe(4000);
    expect(await slotBooked(t, slotId)).toBe(0);
  });

  it('needs a logged-in parent with a bound phone', async () => {
    expect(
      (await t.call('POST', `${W}/addAppointment`, { body: { babyId, slotId: 1, visitReason: 'x' } })).body
        .code,
    ).toBe(1000);
  });
});

describe('the booking window on the Shanghai clock', () => {
  it('refuses past slots, today after the cut-off, and days not yet released, with the reason', async () => {
    const past = await insertSlot(t, 2, dayFromToday(-1));
    expect((await book(t, parent.token, babyId, past)).body).toMatchObject({
      code: 4009,
      msg: '该号源时间已过，请选择其他时间',
    });

    const [today] = await insertSession(t, {
      doctorId: 4,
      date: dayFromToday(0),
      period: 'pm',
      slots: [{ start: '23:59', end: '23:59', capacity: 2 }],
    });
    await setFacility(t, { same_day_cutoff: '00:00' });
    expect((await book(t, parent.token, babyId, today as number)).body).toMatchObject({
      code: 4009,
      msg: '今日预约已截止，请选择其他日期',
    });
    await setFacility(t, { same_day_cutoff: '16:00' });

    const beyond = await insertSlot(t, 2, dayFromToday(8));
    expect((await book(t, parent.token, babyId, beyond)).body).toMatchObject({
      code: 4009,
      msg: '该日期号源尚未放出，请稍后再来',
    });

    const lastDay = await insertSlot(t, 2, dayFromToday(7));
    await setFacility(t, { release_time: '23:59' });
    expect((await book(t, parent.token, babyId, lastDay)).body.code).toBe(4009);
    await setFacility(t, { release_time: '00:00' });
    expect((await book(t, parent.token, babyId, lastDay)).body.success).toBe(true);
    await setFacility(t, { release_time: '08:00' });

    const holiday = await insertSlot(t, 2, dayFromToday(5));
    await t.ctx.db.kysely
      .insertInto('holidays')
      .values({ facility_id: 1, date: dayFromToday(5), name: '端午节', updated_by: null })
      .execute();
    expect((await book(t, parent.token, babyId, holiday)).body).toMatchObject({
      code: 4009,
      msg: '节假日休诊，请选择其他日期',
    });
  });
});
