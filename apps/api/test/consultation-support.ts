import { inTransaction } from '../src/db/database.ts';
import { transitionOrder } from '../src/modules/orders/orders.repository.ts';
import { addBaby } from './booking-fixtures.ts';
import { loginParentFresh, type TestApp } from './harness.ts';

/** Fixtures of the consultation suites: services set through the console, inquiries asked and paid. */
export const C = '/api/consult';
export const K = '/api/console/consult';

/** Every day, all day: the doctor is on duty whenever a test runs. */
export const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

/** Hours that never contain `now` (the other half of the clinic's day): off duty now, but with working minutes ahead. */
export const offDutyNow = (now = new Date()) => {
  const hour = (now.getUTCHours() + 8) % 24;
  const [start, end] = hour < 12 ? ['12:00', '24:00'] : ['00:00', '12:00'];
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
};

export interface ServiceInput {
  doctorId: number;
  priceFen?: number;
  enabled?: boolean;
  workingHours?: { weekday: number; start: string; end: string }[];
  acceptMinutes?: number;
  answerMinutes?: number;
}

/**
 * A doctor answers in the console, so one offering 图文问诊 needs a sign-in (issue 22): the doctor
 * gets a doctor account of their own first when they have none. `signIn: false` leaves them without.
 */
export const ensureSignIn = async (t: TestApp, doctorId: number) => {
  const doctor = await t.ctx.db.kysely
    .selectFrom('doctors')
    .select(['staff_id', 'name'])
    .where('id', '=', doctorId)
    .executeTakeFirst();
  if (!doctor || doctor.staff_id !== null) return;
  const admin = await t.loginStaff('admin', 'Sprout-admin-2026');
  const username = `doctor_${doctorId}_${process.pid}`;
  const created = await t.call<{ staffId: number }>('POST', '/api/console/staff/create', {
    token: admin,
    body: { username, displayName: doctor.name, role: 'doctor', password: `Doctor-${doctorId}-2026x` },
  });
  if (!created.body.success) throw new Error(`staff create failed: ${created.raw}`);
  const linked = await t.call('POST', '/api/console/clinic/doctor/update', {
    token: admin,
    body: { doctorId, staffId: created.body.data.staffId },
  });
  if (!linked.body.success) throw new Error(`doctor link failed: ${linked.raw}`);
};

export const saveService = async (
  t: TestApp,
  managerToken: string,
  s: ServiceInput & { signIn?: boolean },
) => {
  if (s.signIn !== false && (s.enabled ?? true)) await ensureSignIn(t, s.doctorId);
  return saveServiceAsIs(t, managerToken, s);
};

const saveServiceAsIs = (t: TestApp, managerToken: string, s: ServiceInput) =>
  t.call<{ priceFen: number; enabled: boolean }>('POST', `${K}/service/save`, {
    token: managerToken,
    body: {
      doctorId: s.doctorId,
      priceFen: s.priceFen ?? 3900,
      workingHours: s.workingHours ?? ALWAYS,
      enabled: s.enabled ?? true,
      ...(s.acceptMinutes ? { acceptMinutes: s.acceptMinutes } : {}),
      ...(s.answerMinutes ? { answerMinutes: s.answerMinutes } : {}),
    },
  });

export const askBody = (babyId: number, doctorId: number, extra: Record<string, unknown> = {}) => ({
  babyId,
  doctorId,
  complaint: '宝宝咳嗽三天，夜里加重，有少量白痰',
  duration: '3天',
  hasFever: true,
  temperature: 38.5,
  allergies: '青霉素过敏',
  medicines: '小儿止咳糖浆',
  agreeNotice: true,
  allowReassign: false,
  ...extra,
});

export interface Created {
  inquiryId: number;
  orderNo: string;
  amountFen: number;
  inquiry: { status: string; kind: string; kindLabel: string; priceFen: number };
}

export const ask = (t: TestApp, token: string, babyId: number, doctorId: number, extra = {}) =>
  t.call<Created>('POST', `${C}/inquiryCreate`, { token, body: askBody(babyId, doctorId, extra) });

export const inquiryRow = (t: TestApp, inquiryId: number) =>
  t.ctx.db.kysely.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirstOrThrow();

export const orderOf = async (t: TestApp, inquiryId: number) =>
  t.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', (await inquiryRow(t, inquiryId)).order_id ?? 0)
    .executeTakeFirstOrThrow();

export const refundsOf = async (t: TestApp, inquiryId: number) =>
  t.ctx.db.kysely
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', (await inquiryRow(t, inquiryId)).order_id ?? 0)
    .execute();

/** Pays the inquiry's order as the payment notify does: the order moves to paid and the kind's hook runs with it. */
export const markPaid = async (t: TestApp, inquiryId: number) => {
  const orderId = (await inquiryRow(t, inquiryId)).order_id ?? 0;
  await inTransaction(t.ctx.db, async (trx) => {
    const order = await transitionOrder(trx, orderId, 'paid', { paid_at: new Date().toISOString() });
    if (order) await t.ctx.orderKinds.hooksFor(order.kind).onPaid(trx, order);
  });
};

/** Asks and pays; returns the inquiry id (waiting). */
export const askPaid = async (t: TestApp, token: string, babyId: number, doctorId: number, extra = {}) => {
  const res = await ask(t, token, babyId, doctorId, extra);
  if (!res.body.success) throw new Error(`inquiryCreate failed: ${res.raw}`);
  await markPaid(t, res.body.data.inquiryId);
  return res.body.data.inquiryId;
};

export const drainJobs = async (t: TestApp, at: Date) => {
  for (let i = 0; i < 100; i++) if ((await t.runJobs(at)) === 0) return;
  throw new Error('jobs did not drain');
};

export const messagesTitled = (t: TestApp, userId: number, title: string) =>
  t.ctx.db.kysely
    .selectFrom('system_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('title', '=', title)
    .execute();

/** A second doctor sign-in, linked to doctor 2 (周文博, same department as the seeded doctor 1). */
export const linkSecondDoctor = async (t: TestApp, adminToken: string, username = 'doctor_zhou') => {
  // A sign-in saveService made for doctor 2 is replaced by this named one.
  const created = await t.call<{ staffId: number }>('POST', '/api/console/staff/create', {
    token: adminToken,
    body: { username, displayName: '周文博', role: 'doctor', password: 'Zhou-doctor-2026' },
  });
  if (!created.body.success) throw new Error(`staff create failed: ${created.raw}`);
  const linked = await t.call('POST', '/api/console/clinic/doctor/update', {
    token: adminToken,
    body: { doctorId: 2, staffId: created.body.data.staffId },
  });
  if (!linked.body.success) throw new Error(`doctor link failed: ${linked.raw}`);
  return t.loginStaff(username, 'Zhou-doctor-2026');
};

/** An inquiry as the parent's details call answers it (the fields these suites read). */
export type InquiryView = {
  followUpUntil: string | null;
  inquiryId: number;
  status: string;
  statusLabel: string;
  kindLabel: string;
  priceFen: number;
  acceptDeadlineAt: string | null;
  answerDeadlineAt: string | null;
  canPay: boolean;
  canCancel: boolean;
  canRate: boolean;
  temperature: number | null;
};

/**
 * The parent's and the doctor's calls on one inquiry. `who` is read at each call, so a suite can make
 * these before its beforeAll has logged anyone in; a token passed to a call replaces the default one.
 */
export const inquiryCalls = (who: () => { t: TestApp; parent: string; doctor: string }) => ({
  details: (inquiryId: number, token = who().parent) =>
    who().t.call<InquiryView>('GET', `${C}/inquiryDetails`, { token, query: { inquiryId } }),
  accept: (inquiryId: number, token = who().doctor) =>
    who().t.call<InquiryView>('POST', `${K}/inquiry/accept`, { token, body: { inquiryId } }),
  close: (inquiryId: number, token = who().doctor) =>
    who().t.call<InquiryView>('POST', `${K}/inquiry/close`, {
      token,
      body: {
        inquiryId,
        findings: '咽部充血，肺部听诊清',
        advice: '多饮水，雾化',
        watchFor: '高热不退或呼吸急促',
        returnAdvice: '3天不好转来院复诊',
      },
    }),
  cancel: (inquiryId: number, token = who().parent) =>
    who().t.call<InquiryView>('POST', `${C}/inquiryCancel`, { token, body: { inquiryId } }),
});

/**
 * The desk suites' cast: manager, doctor 1 and a second doctor (doctor 2, 周), both offering the
 * service (¥39.90 and ¥25.00), a parent with a baby named `babyName`, and another parent.
 */
export const deskCast = async (t: TestApp, babyName: string) => {
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  const zhou = await linkSecondDoctor(t, await t.loginStaff('admin', 'Sprout-admin-2026'));
  await saveService(t, manager, { doctorId: 1, priceFen: 3990 });
  await saveService(t, manager, { doctorId: 2, priceFen: 2500 });
  const parent = await loginParentFresh(t);
  const other = await loginParentFresh(t);
  const babyId = await addBaby(t, parent.token, babyName);
  return { manager, doctor, zhou, parent, other, babyId };
};
