import { clinicClock } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, insertSession } from './booking-fixtures.ts';
import { leaksInRun, startTestApp, type TestApp } from './harness.ts';

/**
 * A clinic half-day that has ended cannot be stopped (issue 13): its visits have happened, so a stop
 * would cancel and refund them after the fact. The console hides 停诊 for it (lastSlotEnd tells when).
 */
const C = '/api/console/clinic';
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await t.loginStaff('manager', 'Sprout-manager-2026');
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const sessionOf = async (slotId: number) =>
  t.ctx.db.kysely
    .selectFrom('slots as s')
    .innerJoin('clinic_sessions as cs', 'cs.id', 's.session_id')
    .select(['cs.id', 'cs.status'])
    .where('s.id', '=', slotId)
    .executeTakeFirstOrThrow();
const stop = (body: Record<string, unknown>) =>
  t.call<{ stoppedSessions: number }>('POST', `${C}/session/stop`, { token: manager, body });

/** A session of doctor 2 whose only slot ended two minutes ago, on the clinic's clock. */
const endedSession = async () => {
  const start = clinicClock(new Date(Date.now() - 3 * 60_000));
  const end = clinicClock(new Date(Date.now() - 2 * 60_000));
  const [slotId] = await insertSession(t, {
    doctorId: 2,
    date: end.date,
    period: end.time < '12:00' ? 'am' : 'pm',
    slots: [{ start: start.date === end.date ? start.time : '00:00', end: end.time, capacity: 2 }],
  });
  return { slotId: slotId ?? 0, date: end.date, lastSlotEnd: end.time };
};

describe('stopping a session that has ended', () => {
  it('is refused by id and by doctor and day, and the session stays open', async () => {
    const ended = await endedSession();
    const { id } = await sessionOf(ended.slotId);
    expect((await stop({ sessionId: id, reason: '医生临时外出' })).body).toMatchObject({
      success: false,
      code: 4009,
      msg: '该出诊已结束，不能停诊',
    });
    expect((await stop({ doctorId: 2, date: ended.date, reason: '医生临时外出' })).body.code).toBe(4009);
    expect((await sessionOf(ended.slotId)).status).toBe('open');

    const list = await t.call<{ list: { sessionId: number; lastSlotEnd: string | null }[] }>(
      'GET',
      `${C}/session/list`,
      { token: manager, query: { doctorId: 2, from: ended.date, to: ended.date, pageNum: 1, pageSize: 10 } },
    );
    expect(list.body.data.list.find((s) => s.sessionId === id)).toMatchObject({
      lastSlotEnd: ended.lastSlotEnd,
    });
  });

  it('a session still to come stops as before', async () => {
    const [slotId] = await insertSession(t, {
      doctorId: 2,
      date: dayFromToday(5),
      period: 'pm',
      slots: [{ start: '14:00', end: '14:30', capacity: 2 }],
    });
    const { id } = await sessionOf(slotId ?? 0);
    expect((await stop({ sessionId: id, reason: '医生临时外出' })).body).toMatchObject({
      success: true,
      data: { stoppedSessions: 1 },
    });
    expect((await sessionOf(slotId ?? 0)).status).toBe('stopped');
  });
});
