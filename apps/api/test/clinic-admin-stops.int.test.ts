import { addDays, clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../src/db/schema.ts';
import { createOrder, transitionOrder } from '../src/modules/orders/orders.repository.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * Stopping clinics and holidays with live appointments, and the doctor's day. Appointments and orders
 * are written straight into the tables, as the booking flow would leave them.
 */
const C = '/api/console/clinic';
let t: TestApp;
let manager: string;
let doctor: string;
let parentId: number;
let babies: number[];
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  const parent = await db()
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '13800000000')
    .executeTakeFirstOrThrow();
  parentId = parent.id;
  babies = (
    await db().selectFrom('babies').select('id').where('user_id', '=', parentId).orderBy('id').execute()
  ).map((b) => b.id);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const db = () => t.ctx.db.kysely;
const post = <T>(path: string, body: Record<string, unknown>, token = manager) =>
  t.call<T>('POST', `${C}/${path}`, { token, body });
const get = <T>(path: string, query: Record<string, string | number> = {}, token = manager) =>
  t.call<T>('GET', `${C}/${path}`, { token, query });

/** A slot of `doctorId` on `date` (made when the templates gave none), for direct bookings. */
const slotOn = async (doctorId: number, date: string, startTime = '08:30') => {
  const session =
    (await db()
      .selectFrom('clinic_sessions')
      .selectAll()
      .where('doctor_id', '=', doctorId)
      .where('date', '=', date)
      .orderBy('period')
      .executeTakeFirst()) ??
    (await db()
      .insertInto('clinic_sessions')
      .values({
        doctor_id: doctorId,
        facility_id: 1,
        date,
        period: 'am',
        status: 'open',
        stop_reason: null,
        template_id: null,
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow());
  const existing = await db()
    .selectFrom('slots')
    .selectAll()
    .where('session_id', '=', session.id)
    .where('start_time', '=', startTime)
    .executeTakeFirst();
  return (
    existing ??
    (await db()
      .insertInto('slots')
      .values({
        session_id: session.id,
        doctor_id: doctorId,
        date,
        start_time: startTime,
        end_time: '23:59',
        capacity: 4,
        booked: 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow())
  );
};

/** An appointment in `status` holding a seat, with its order (paid when booked). */
const book = async (slotId: number, babyId: number, status: AppointmentStatus, feeFen = 5000) => {
  const slot = await db().selectFrom('slots').selectAll().where('id', '=', slotId).executeTakeFirstOrThrow();
  const doctorRow = await db()
    .selectFrom('doctors')
    .selectAll()
    .where('id', '=', slot.doctor_id)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const appt = await db()
    .insertInto('appointments')
    .values({
      user_id: parentId,
      baby_id: babyId,
      pid: null,
      facility_id: 1,
      department_id: doctorRow.department_id,
      doctor_id: slot.doctor_id,
      slot_id: slot.id,
      date: slot.date,
      start_time: slot.start_time,
      end_time: slot.end_time,
      visit_reason: '生长评估复诊',
      fee_fen: feeFen,
      status,
      order_id: null,
      hold_expires_at: null,
      cancelled_at: null,
      cancel_reason: null,
      hidden_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'pending_payment' || status === 'booked')
    await db()
      .updateTable('slots')
      .set((eb) => ({ booked: eb('booked', '+', 1) }))
      .where('id', '=', slot.id)
      .execute();
  const order = await createOrder(t.ctx.db, {
    userId: parentId,
    kind: 'registration',
    subjectId: appt.id,
    title: '挂号费',
    amountFen: feeFen,
    expiresAt: new Date(Date.now() + 900_000),
  });
  if (status !== 'pending_payment') await transitionOrder(t.ctx.db, order.id, 'paid', { paid_at: now });
  await db().updateTable('appointments').set({ order_id: order.id }).where('id', '=', appt.id).execute();
  return { weId: appt.id, orderId: order.id, slotId: slot.id };
};
const appointment = (id: number) =>
  db().selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const order = (id: number) =>
  db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const booked = async (slotId: number) =>
  (await db().selectFrom('slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow()).booked;

describe('stopping a clinic session', () => {
  it('cancels live appointments, releases seats once, closes unpaid and refunds paid orders, tells the parents', async () => {
    const day = addDays(clinicToday(), 3);
    const slot = await slotOn(2, day, '09:00');
    const unpaid = await book(slot.id, babies[0] ?? 0, 'pending_payment');
    const paid = await book(slot.id, babies[1] ?? 0, 'booked');
    const earlier = await book(slot.id, babies[0] ?? 0, 'cancelled');
    expect(await booked(slot.id)).toBe(2);
    const res = await post('session/stop', { sessionId: slot.session_id, reason: '医生临时外出' });
    expect(res.body.data).toEqual({ stoppedSessions: 1, cancelledAppointments: 2, refundsRequested: 1 });
    expect(await booked(slot.id)).toBe(0);
    expect((await appointment(unpaid.weId)).status).toBe('cancelled');
    expect((await appointment(paid.weId)).status).toBe('cancelled');
    expect((await appointment(earlier.weId)).updated_at).toBeDefined();
    expect((await order(unpaid.orderId)).status).toBe('closed');
    expect((await order(paid.orderId)).status).toBe('refunding');
    const refunds = await db()
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', paid.orderId)
      .execute();
    expect(refunds).toMatchObject([{ amount_fen: 5000, reason: '门诊停诊', status: 'pending' }]);
    const jobs = await db()
      .selectFrom('jobs')
      .select('kind')
      .where('dedupe_key', '=', `refund-submit:${refunds[0]?.id}`)
      .execute();
    expect(jobs).toEqual([{ kind: 'refund-submit' }]);
    const messages = await db()
      .selectFrom('system_messages')
      .selectAll()
      .where('title', '=', '门诊停诊通知')
      .execute();
    expect(messages.map((m) => m.link).sort()).toEqual(
      [`/pages/newFun/orderDetail?weId=${paid.weId}`, `/pages/newFun/orderDetail?weId=${unpaid.weId}`].sort(),
    );
    // Each text is its own job, queued with the stop and sent by the job runner.
    const sends = await db()
      .selectFrom('jobs')
      .select('dedupe_key')
      .where('kind', '=', 'notice-sms')
      .where('dedupe_key', 'like', 'notice:clinic-stopped:%')
      .execute();
    expect(sends.map((j) => j.dedupe_key).sort()).toEqual(
      [`notice:clinic-stopped:${paid.weId}:sms`, `notice:clinic-stopped:${unpaid.weId}:sms`].sort(),
    );
    await t.runJobs();
    const texts = await db()
      .selectFrom('sms_outbox')
      .selectAll()
      .where('template', '=', 'clinic-stopped')
      .execute();
    expect(texts).toHaveLength(2);
    expect(texts[0]?.content).toContain('医生临时外出停诊');
    const session = await db()
      .selectFrom('clinic_sessions')
      .selectAll()
      .where('id', '=', slot.session_id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ status: 'stopped', stop_reason: '医生临时外出' });
    // Asking again changes nothing: the seats were released once.
    const again = await post('session/stop', { sessionId: slot.session_id, reason: '医生临时外出' });
    expect(again.body.data).toMatchObject({ cancelledAppointments: 0, refundsRequested: 0 });
    expect(await booked(slot.id)).toBe(0);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', '%clinic_stopped%')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('reopens a stopped session that has not begun, and not twice or after it began', async () => {
    const day = addDays(clinicToday(), 3);
    const session = await db()
      .selectFrom('clinic_sessions')
      .select('id')
      .where('doctor_id', '=', 2)
      .where('date', '=', day)
      .where('status', '=', 'stopped')
      .executeTakeFirstOrThrow();
    const res = await post<{ status: string; updatedBy: string }>('session/reopen', {
      sessionId: session.id,
    });
    expect(res.body.data).toMatchObject({ status: 'open', updatedBy: '郑经理' });
    expect((await post('session/reopen', { sessionId: session.id })).body.code).toBe(4009);
    const past = await db()
      .insertInto('clinic_sessions')
      .values({
        doctor_id: 5,
        facility_id: 1,
        date: addDays(clinicToday(), -2),
        period: 'pm',
        status: 'stopped',
        stop_reason: 'x',
        template_id: null,
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await post('session/reopen', { sessionId: past.id })).body.code).toBe(4009);
  });

  it("stops all of a doctor's sessions on a date; refuses a stop that names nothing", async () => {
    const day = addDays(clinicToday(), 5);
    await slotOn(4, day);
    const res = await post<{ stoppedSessions: number }>('session/stop', {
      doctorId: 4,
      date: day,
      reason: '外出会诊',
    });
    const count = await db()
      .selectFrom('clinic_sessions')
      .select('id')
      .where('doctor_id', '=', 4)
      .where('date', '=', day)
      .execute();
    expect(res.body.data.stoppedSessions).toBe(count.length);
    const list = await get<{ list: { status: string }[] }>('session/list', {
      doctorId: 4,
      from: day,
      to: day,
      status: 'stopped',
    });
    expect(list.body.data.list).toHaveLength(count.length);
    const bad = await post('session/stop', { reason: '无' });
    expect(bad.body).toMatchObject({
      code: 4000,
      data: { fields: { sessionId: '请指定出诊，或医生和日期' } },
    });
    expect((await post('session/stop', { sessionId: 999999, reason: '无' })).body.code).toBe(4004);
  });
});

describe('holidays', () => {
  it('refuses to close a booked day without stopBooked (4009 with the count), then stops and refunds with it', async () => {
    const day = addDays(clinicToday(), 4);
    const slot = await slotOn(3, day, '10:00');
    const paid = await book(slot.id, babies[0] ?? 0, 'booked', 2000);
    const refused = await post('holiday/add', { facilityId: 1, date: day, name: '端午节' });
    expect(refused.body).toMatchObject({ success: false, code: 4009 });
    expect(refused.body.msg).toContain('1个有效预约');
    expect(await db().selectFrom('holidays').selectAll().where('date', '=', day).execute()).toEqual([]);
    expect((await appointment(paid.weId)).status).toBe('booked');
    const ok = await post<{ holidayId: number; updatedBy: string; stop: { cancelledAppointments: number } }>(
      'holiday/add',
      {
        facilityId: 1,
        date: day,
        name: '端午节',
        stopBooked: true,
      },
    );
    expect(ok.body.data).toMatchObject({
      name: '端午节',
      updatedBy: '郑经理',
      stop: { cancelledAppointments: 1, refundsRequested: 1 },
    });
    expect(await booked(slot.id)).toBe(0);
    expect((await order(paid.orderId)).status).toBe('refunding');
    const open = await db()
      .selectFrom('clinic_sessions')
      .select('id')
      .where('date', '=', day)
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    expect((await post('holiday/add', { facilityId: 1, date: day, name: '端午节' })).body.code).toBe(4009);
    const list = await get<{ list: { holidayId: number }[] }>('holiday/list', {
      facilityId: 1,
      from: day,
      to: day,
    });
    expect(list.body.data.list.map((h) => h.holidayId)).toEqual([ok.body.data.holidayId]);
    // Removing it reopens the sessions it stopped.
    expect((await post('holiday/remove', { holidayId: ok.body.data.holidayId })).body.success).toBe(true);
    const reopened = await db()
      .selectFrom('clinic_sessions')
      .select('status')
      .where('date', '=', day)
      .execute();
    expect(reopened.every((s) => s.status === 'open')).toBe(true);
    expect((await post('holiday/remove', { holidayId: ok.body.data.holidayId })).body.code).toBe(4004);
  });

  it('a holiday ahead keeps generation from making sessions that day; past dates are refused', async () => {
    const day = addDays(clinicToday(), 40);
    expect((await post('holiday/add', { facilityId: 1, date: day, name: '国庆节' })).body.success).toBe(true);
    const gen = await post<{ sessions: number }>('schedule/generate', { facilityId: 1, from: day, to: day });
    expect(gen.body.data.sessions).toBe(0);
    const bad = await post('holiday/add', { facilityId: 1, date: addDays(clinicToday(), -1), name: '过去' });
    expect(bad.body).toMatchObject({ code: 4000, data: { fields: { date: '不能设置过去的日期' } } });
  });
});

describe("the doctor's day", () => {
  it('lists today for the linked doctor with baby, age and reason, auditing each child read (R13)', async () => {
    const today = clinicToday();
    const slot = await slotOn(1, today, '23:00');
    const mine = await book(slot.id, babies[0] ?? 0, 'booked');
    const unpaid = await book(slot.id, babies[1] ?? 0, 'pending_payment');
    const res = await get<{
      list: { weId: number; babyName: string; age: string; visitReason: string; status: string }[];
      total: number;
    }>('doctor/today', {}, doctor);
    expect(res.body.data.list.map((a) => a.weId)).toContain(mine.weId);
    expect(res.body.data.list.map((a) => a.weId)).not.toContain(unpaid.weId);
    expect(res.body.data.list.find((a) => a.weId === mine.weId)).toMatchObject({
      babyName: '乐乐',
      visitReason: '生长评估复诊',
      status: 'booked',
      age: expect.stringMatching(/^4岁/),
    });
    const reads = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'child.appointment.read')
      .where('subject_id', '=', String(babies[0]))
      .execute();
    expect(reads.length).toBeGreaterThanOrEqual(1);
    const other = await get<{ total: number }>('doctor/today', { status: 'pending_payment' }, doctor);
    expect(other.body.data.total).toBe(1);
    expect((await get<{ total: number }>('doctor/today', {}, manager)).body.data.total).toBe(0);
  });

  it('marks arrival once, only for its own booked appointments today', async () => {
    const today = clinicToday();
    const slot = await slotOn(1, today, '23:30');
    const a = await book(slot.id, babies[0] ?? 0, 'booked');
    const b = await book(slot.id, babies[1] ?? 0, 'booked');
    const arrived = await post('doctor/markArrival', { weId: a.weId, outcome: 'arrived' }, doctor);
    expect(arrived.body.data).toMatchObject({ weId: a.weId, status: 'arrived', updatedBy: '林晓岚' });
    // The day's list says who marked it and when.
    const day = await get<{ list: { weId: number; updatedBy: string | null; updatedAt: string | null }[] }>(
      'doctor/today',
      {},
      doctor,
    );
    const marked = day.body.data.list.find((r) => r.weId === a.weId);
    expect(marked?.updatedBy).toBe('林晓岚');
    expect(marked?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(day.body.data.list.find((r) => r.weId === b.weId)?.updatedBy).toBeNull();
    expect((await post('doctor/markArrival', { weId: a.weId, outcome: 'no_show' }, doctor)).body.code).toBe(
      4009,
    );
    expect(
      (await post('doctor/markArrival', { weId: b.weId, outcome: 'no_show' }, doctor)).body.data,
    ).toMatchObject({ status: 'no_show' });
    const foreignSlot = await slotOn(2, today, '23:30');
    const foreign = await book(foreignSlot.id, babies[0] ?? 0, 'booked');
    expect(
      (await post('doctor/markArrival', { weId: foreign.weId, outcome: 'arrived' }, doctor)).body.code,
    ).toBe(4004);
    expect((await appointment(foreign.weId)).status).toBe('booked');
    const bad = await post('doctor/markArrival', { weId: a.weId, outcome: 'gone' }, doctor);
    expect(bad.body).toMatchObject({ code: 4000, data: { fields: { outcome: '请选择到诊或爽约' } } });
    expect(
      await db().selectFrom('audit_log').select('id').where('action', '=', 'appointment.arrived').execute(),
    ).toHaveLength(1);
  });
});
