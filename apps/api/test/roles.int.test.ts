import { reconcile } from '../src/modules/reconciliation/reconciliation.service.ts';
import { allEndpoints, type Endpoint } from '@sprout/contract';
import { addDays, clinicToday } from '@sprout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBaby } from './booking-fixtures.ts';
import { ALWAYS, askPaid, saveService } from './consultation-support.ts';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import { insertCardType } from '../src/modules/members/members.repository.ts';
import { insertInvoice, updateInvoice } from '../src/modules/invoices/invoices.repository.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { addAddress, IM, makeGoods, seedPoints } from './mall-support.ts';
import { paidCard, saveProduct, setSelling } from './package-cards-support.ts';
import { campaignBody } from './coupons-support.ts';
import { feeRows, feeState, prepareFeeRows } from './roles-fees.ts';
import type { RoleRow } from './ownership-row.ts';

/**
 * Quality bar R7 as a table: every console endpoint, each with a well-formed call. A parent's token
 * opens none of them (1000), a doctor's none of the manager or admin ones (4003), and nothing changes.
 * The table must list exactly the console endpoints of the contract.
 */
const CONSOLE_ACCESS = ['staff', 'manager', 'admin'] as const;
const key = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

type Row = RoleRow;
/** `target` is a throwaway staff account, so a call that slipped through would visibly change it. */
const table = (target: number): Row[] => [
  { key: 'POST /api/console/auth/logout', body: {} },
  { key: 'GET /api/console/auth/me' },
  {
    key: 'POST /api/console/auth/changePassword',
    body: { oldPassword: 'Sprout-doctor-2026', newPassword: 'Hijacked-pass-9' },
  },
  { key: 'GET /api/console/staff/list', query: { pageNum: 1, pageSize: 10 } },
  {
    key: 'POST /api/console/staff/create',
    body: { username: 'intruder_x', displayName: '入侵者', role: 'admin', password: 'Intruder-pass-1' },
  },
  { key: 'POST /api/console/staff/update', body: { staffId: target, role: 'admin', displayName: '被改了' } },
  { key: 'POST /api/console/staff/resetPassword', body: { staffId: target, password: 'Hijacked-pass-9' } },
  { key: 'POST /api/console/staff/unlock', body: { staffId: target } },
  ...clinicRows(),
  ...jobRows(),
  ...invoiceRows(),
  ...growthRows(),
  ...reportRows(),
  ...consultationRows(),
  ...packageCardConsoleRows(),
  ...mallConsoleRows(),
  ...couponRows(),
  ...pointsRows(),
  ...feeRows(),
  // A staff member's own alerts (access staff): every role reads and marks its own.
  { key: 'GET /api/console/alerts' },
  { key: 'POST /api/console/alerts/read', body: {} },
];

const CP = '/api/console/coupons';
/** The parent a grant names (the admin's own run grants to them; campaign 1 is the one the save row made). */
const couponFixture = { mobile: '' };
const couponRows = (): Row[] => [
  { key: `GET ${CP}/campaign/list`, query: { pageNum: 1, pageSize: 10 } },
  { key: `POST ${CP}/campaign/save`, body: campaignBody({ name: '入侵券' }) },
  { key: `POST ${CP}/campaign/state`, body: { campaignId: 1, action: 'goLive' } },
  {
    key: `POST ${CP}/grant`,
    body: {
      campaignId: 1,
      mobile: couponFixture.mobile,
      reason: '入侵发放',
      requestKey: 'intruder-key-0001',
    },
  },
];

const MCK = '/api/console/mall';
/** 积分商城 in the console: goods and a waiting exchange made in beforeAll. */
const mallIds = { goodsId: 0, exchangeId: 0 };
/** A member (activated in beforeAll), whose card type the 更换会员卡 row would change. */
const memberIds = { userId: 0, cardTypeId: 0 };
const mallConsoleRows = (): Row[] => [
  { key: `GET ${MCK}/goods/list` },
  { key: `POST ${MCK}/goods/save`, body: { name: '入侵商品', pointsPrice: 1, enabled: true } },
  {
    key: `POST ${MCK}/goods/stock`,
    body: { goodsId: mallIds.goodsId, delta: 5, reason: '入侵入库', requestKey: 'roles-stock-0001' },
  },
  { key: `GET ${MCK}/exchange/list` },
  {
    key: `POST ${MCK}/exchange/ship`,
    body: { exchangeId: mallIds.exchangeId, carrier: '入侵快递', trackingNo: 'XX123456' },
  },
  { key: `POST ${MCK}/exchange/deliver`, body: { exchangeId: mallIds.exchangeId } },
  {
    key: `POST ${MCK}/exchange/cancel`,
    body: { exchangeId: mallIds.exchangeId, reason: '入侵取消', requestKey: 'roles-cancel-0001' },
  },
];

const PCK = '/api/console/packageCards';
/** 套餐卡 in the console: a paid card made in beforeAll, so a refund that slipped through shows. */
const card = { cardId: 0 };
const packageCardConsoleRows = (): Row[] => [
  { key: `GET ${PCK}/product/list` },
  {
    key: `POST ${PCK}/product/save`,
    body: {
      name: '入侵套餐',
      priceFen: 100,
      services: [{ serviceCode: 'X', serviceName: 'x', uses: 1 }],
      validityDays: 1,
      refundHandlingPercent: 0,
      enabled: true,
    },
  },
  { key: `GET ${PCK}/card/list`, query: { pageNum: 1, pageSize: 10 } },
  { key: `GET ${PCK}/card/detail`, query: { cardId: card.cardId } },
  {
    key: `POST ${PCK}/card/writeOff`,
    body: { cardId: card.cardId, serviceCode: 'X', requestKey: 'roles-writeoff-1' },
  },
  {
    key: `POST ${PCK}/card/refund`,
    body: { cardId: card.cardId, reason: '入侵退卡', requestKey: 'roles-refund-01' },
  },
];

/** The 会员 and 积分规则 console: `points.userId` is an activated member made in beforeAll. */
const points = { userId: 0, mobile: '' };
const pointsRows = (): Row[] => [
  { key: 'GET /api/console/members/find', query: { mobile: points.mobile } },
  { key: 'GET /api/console/members/points', query: { userId: points.userId } },
  {
    key: 'POST /api/console/members/points/adjust',
    body: {
      userId: points.userId,
      points: 10,
      reason: '入侵加分',
      requestKey: `roles-adjust-${points.userId}`,
    },
  },
  { key: 'GET /api/console/points/rules' },
  {
    key: 'POST /api/console/points/rules',
    body: {
      pointsPerYuan: 100,
      fenPerPoint: 1,
      maxPayPercent: 100,
      validYearsAfter: 10,
      transferDailyCount: 100,
      transferDailyPoints: 1_000_000,
      reason: '入侵改规则',
    },
  },
  { key: 'GET /api/console/members/cardTypes' },
  {
    key: 'POST /api/console/members/cardTypes/save',
    body: {
      cardTypeId: 1,
      name: '入侵会员卡',
      note: '全部五折',
      discounts: [{ category: 'drug', payPercent: 50 }],
      reason: '入侵改折扣',
    },
  },
  {
    key: 'POST /api/console/members/changeCardType',
    body: { userId: memberIds.userId, cardTypeId: memberIds.cardTypeId, reason: '入侵换卡' },
  },
];

/** Ids of seeded clinic rows the clinic console rows act on, found in beforeAll. */
const clinic = { templateId: 0, sessionId: 0, holidayId: 0 };
const K = '/api/console/clinic';
const clinicRows = (): Row[] => [
  { key: `GET ${K}/facility/list`, query: { pageNum: 1, pageSize: 10 } },
  { key: `GET ${K}/facility/detail`, query: { facilityId: 1 } },
  { key: `POST ${K}/facility/update`, body: { facilityId: 1, name: '被改了的院区' } },
  { key: `GET ${K}/department/list`, query: { facilityId: 1 } },
  { key: `POST ${K}/department/create`, body: { facilityId: 1, name: '入侵科室' } },
  { key: `POST ${K}/department/update`, body: { departmentId: 1, name: '被改了' } },
  { key: `GET ${K}/doctor/list`, query: { facilityId: 1 } },
  { key: `GET ${K}/doctor/accounts`, query: {} },
  {
    key: `POST ${K}/doctor/create`,
    body: { departmentId: 1, name: '入侵医生', title: '医师', speciality: '无', registrationFeeFen: 0 },
  },
  { key: `POST ${K}/doctor/update`, body: { doctorId: 2, name: '被改了' } },
  { key: `POST ${K}/doctor/setStatus`, body: { doctorId: 6, status: 'stopped' } },
  { key: `GET ${K}/doctorQrCode`, query: { doctorId: 1 } },
  { key: `GET ${K}/schedule/templates`, query: { doctorId: 1 } },
  {
    key: `POST ${K}/schedule/saveTemplate`,
    body: {
      doctorId: 2,
      weekday: 7,
      period: 'pm',
      startTime: '14:00',
      endTime: '15:00',
      slotMinutes: 30,
      capacityPerSlot: 1,
    },
  },
  { key: `POST ${K}/schedule/deleteTemplate`, body: { templateId: clinic.templateId } },
  { key: `POST ${K}/schedule/generate`, body: { facilityId: 1, from: clinicToday(), to: clinicToday() } },
  { key: `GET ${K}/session/list`, query: { facilityId: 1 } },
  { key: `POST ${K}/session/stop`, body: { sessionId: clinic.sessionId, reason: '入侵停诊' } },
  { key: `POST ${K}/session/reopen`, body: { sessionId: clinic.sessionId } },
  { key: `GET ${K}/holiday/list`, query: { facilityId: 1 } },
  { key: `POST ${K}/holiday/add`, body: { facilityId: 1, date: addDays(clinicToday(), 50), name: '入侵节' } },
  { key: `POST ${K}/holiday/remove`, body: { holidayId: clinic.holidayId } },
  { key: `GET ${K}/doctor/today` },
  { key: `POST ${K}/doctor/markArrival`, body: { weId: 1, outcome: 'arrived' } },
];

/** The failed-jobs page (manager): `jobs.failedId` is a failed job made in beforeAll, so a slipped retry shows. */
const jobs = { failedId: 0, runId: 0 };
const jobRows = (): Row[] => [
  { key: 'GET /api/console/jobs/failedList', query: { pageNum: 1, pageSize: 10 } },
  { key: 'GET /api/console/client-errors', query: { pageNum: 1, pageSize: 10 } },
  { key: 'POST /api/console/jobs/retry', body: { jobId: jobs.failedId } },
  { key: 'GET /api/console/reconciliation/runs', query: { pageNum: 1, pageSize: 10 } },
  { key: 'GET /api/console/reconciliation/run', query: { runId: jobs.runId } },
  { key: 'POST /api/console/reconciliation/runNow', body: {} },
];

/** The 发票 queue (manager): `invoices.failedId` is a failed invoice made in beforeAll, so a slipped retry shows. */
const invoices = { failedId: 0 };
const invoiceRows = (): Row[] => [
  { key: 'GET /api/console/invoices/queue', query: { pageNum: 1, pageSize: 10, state: 'failed' } },
  { key: 'POST /api/console/invoices/retry', body: { invoiceId: invoices.failedId } },
];

/** The growth console (access staff: a parent's token opens none of it). Ids need not exist: the role check comes first. */
const GC = '/api/console/growth';
const growthRows = (): Row[] => [
  { key: `GET ${GC}/findBaby`, query: { pid: 'P00000001' } },
  { key: `GET ${GC}/measurementList`, query: { babyId: 1 } },
  { key: `GET ${GC}/boneAgeList`, query: { babyId: 1 } },
  { key: `POST ${GC}/addMeasurement`, body: { babyId: 1, measuredOn: clinicToday(), weightKg: 12 } },
  { key: `POST ${GC}/deleteMeasurement`, body: { measurementId: 1, reason: '入侵删除' } },
  { key: `POST ${GC}/confirmMeasurement`, body: { measurementId: 1 } },
  { key: `POST ${GC}/removePendingMeasurement`, body: { measurementId: 1, reason: '入侵删除' } },
  {
    key: `POST ${GC}/addBoneAge`,
    body: { babyId: 1, readOn: clinicToday(), boneAgeYears: 3, boneAgeMonths: 0, method: 'GP' },
  },
  { key: `GET ${GC}/pubertyList`, query: { babyId: 1 } },
  { key: `POST ${GC}/addPuberty`, body: { babyId: 1, assessedOn: clinicToday(), tannerStage: 2 } },
  { key: `POST ${GC}/deletePuberty`, body: { pubertyId: 1, reason: '入侵删除' } },
  { key: `GET ${GC}/followUpList`, query: { pageNum: 1, pageSize: 10 } },
];

/** The console's inspection reports (access staff). Ids need not exist: the role check comes first. */
const RC = '/api/console/reports';
const reportRows = (): Row[] => [
  { key: `GET ${RC}/encounterList`, query: { babyId: 1 } },
  { key: `GET ${RC}/reportDetail`, query: { reportId: 1 } },
  {
    key: `POST ${RC}/createEncounter`,
    body: { babyId: 1, visitDate: clinicToday(), departmentName: '入侵科', doctorName: '入侵' },
  },
  {
    key: `POST ${RC}/updateEncounter`,
    body: { encounterId: 1, visitDate: clinicToday(), departmentName: '入侵科', doctorName: '入侵' },
  },
  { key: `POST ${RC}/createReport`, body: { encounterId: 1, name: '入侵报告', kind: 'lab' } },
  { key: `POST ${RC}/updateReport`, body: { reportId: 1, name: '入侵报告', kind: 'lab' } },
  { key: `POST ${RC}/deleteReport`, body: { reportId: 1, reason: '入侵删除' } },
  { key: `POST ${RC}/deleteFile`, body: { fileId: 1, reason: '入侵删除' } },
  { key: `GET ${RC}/recordQrCode`, query: { pid: 'P10000001' } },
];

/** The consultation console: `consult.inquiryId` is a paid inquiry made in beforeAll, so an admin's refund succeeds. */
const consult = { inquiryId: 0, templateId: 0, complaintId: 0 };
const CC = '/api/console/consult';
const consultationRows = (): Row[] => [
  { key: `GET ${CC}/service/list`, query: { pageNum: 1, pageSize: 10 } },
  { key: `POST ${CC}/service/save`, body: { doctorId: 1, priceFen: 1, workingHours: ALWAYS, enabled: true } },
  { key: `GET ${CC}/inbox`, query: { status: 'waiting' } },
  { key: `GET ${CC}/inquiry/detail`, query: { inquiryId: consult.inquiryId } },
  { key: `POST ${CC}/inquiry/accept`, body: { inquiryId: consult.inquiryId } },
  { key: `POST ${CC}/inquiry/decline`, body: { inquiryId: consult.inquiryId, reason: '入侵拒绝' } },
  {
    key: `POST ${CC}/inquiry/close`,
    body: {
      inquiryId: consult.inquiryId,
      findings: '入侵',
      advice: '入侵',
      watchFor: '入侵',
      returnAdvice: '入侵',
    },
  },
  { key: `POST ${CC}/inquiry/refund`, body: { inquiryId: consult.inquiryId, reason: '入侵退款' } },
  { key: `POST ${CC}/chat/ticket`, body: {} },
  {
    key: `POST ${CC}/chat/add`,
    body: { inquiryId: consult.inquiryId, clientId: 'roles-intruder', kind: 'text', text: '入侵' },
  },
  { key: `GET ${CC}/chat/list`, query: { inquiryId: consult.inquiryId } },
  { key: `POST ${CC}/chat/read`, body: { inquiryId: consult.inquiryId, seq: 1 } },
  { key: `GET ${CC}/chat/picture`, query: { inquiryId: consult.inquiryId, pictureId: 1 } },
  { key: `GET ${CC}/summaryTemplate/list` },
  {
    key: `POST ${CC}/summaryTemplate/save`,
    body: { title: '入侵', findings: '入侵', advice: '入侵', watchFor: '入侵', returnAdvice: '入侵' },
  },
  { key: `POST ${CC}/summaryTemplate/delete`, body: { templateId: consult.templateId } },
  { key: `GET ${CC}/rating/list`, query: { pageNum: 1, pageSize: 10 } },
  { key: `GET ${CC}/complaint/list`, query: { status: 'open' } },
  { key: `POST ${CC}/complaint/handle`, body: { complaintId: consult.complaintId, reply: '入侵回复' } },
];

let t: TestApp;
let parentToken: string;
let parentUserId: number;
let doctorToken: string;
let managerToken: string;
let adminToken: string;
let target: number;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  const parent = await loginParentFresh(t);
  parentToken = parent.token;
  const activated = await t.call('POST', '/opordering/wechatapp/memberCard/activate', {
    token: parent.token,
    body: { agreeNotice: true, noticeVersion: '2026-11' },
  });
  expect(activated.body.success, activated.raw).toBe(true);
  points.userId = parent.userId;
  points.mobile = parent.mobile;
  couponFixture.mobile = parent.mobile;
  parentUserId = parent.userId;
  doctorToken = await t.loginStaff('doctor', 'Sprout-doctor-2026');
  managerToken = await t.loginStaff('manager', 'Sprout-manager-2026');
  adminToken = await t.loginStaff('admin', 'Sprout-admin-2026');
  await saveService(t, managerToken, { doctorId: 1, priceFen: 2000 });
  consult.inquiryId = await askPaid(t, parent.token, await addBaby(t, parent.token, '角色宝'), 1);
  await setSelling(t, managerToken, true);
  card.cardId = await paidCard(
    t,
    parent.token,
    await saveProduct(t, managerToken),
    await addBaby(t, parent.token, '卡宝'),
  );
  mallIds.goodsId = await makeGoods(t, managerToken, { name: '角色水杯', pointsPrice: 10, stock: 3 });
  await seedPoints(t, parent.userId, 100);
  memberIds.userId = parent.userId;
  // Another card type than the member's, so a 更换会员卡 that slipped through would show in the state.
  memberIds.cardTypeId = await insertCardType(t.ctx.db, {
    name: '角色金卡',
    note: '测试用',
    created_at: new Date().toISOString(),
  });
  mallIds.exchangeId = (
    await t.call<{ exchangeId: number }>('POST', `${IM}/exchange`, {
      token: parent.token,
      body: {
        goodsId: mallIds.goodsId,
        addressId: await addAddress(t, parent.token),
        quantity: 1,
        requestKey: 'roles-exchange-01',
      },
    })
  ).body.data.exchangeId;
  consult.complaintId = (
    await t.call<{ complaintId: number }>('POST', '/api/consult/inquiryComplaint', {
      token: parent.token,
      body: { inquiryId: consult.inquiryId, content: '角色测试的投诉内容' },
    })
  ).body.data.complaintId;
  consult.templateId = (
    await t.call<{ templateId: number }>('POST', `${CC}/summaryTemplate/save`, {
      token: doctorToken,
      body: { title: '医生的模板', findings: '所见', advice: '建议', watchFor: '观察', returnAdvice: '复诊' },
    })
  ).body.data.templateId;
  const created = await t.call<{ staffId: number }>('POST', '/api/console/staff/create', {
    token: adminToken,
    body: { username: 'role_target', displayName: '目标', role: 'doctor', password: 'Target-pass-1' },
  });
  target = created.body.data.staffId;
  await prepareFeeRows(t, managerToken, adminToken);
  const db = t.ctx.db;
  clinic.templateId = (
    await db.kysely.selectFrom('schedule_templates').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  clinic.sessionId = (
    await db.kysely
      .selectFrom('clinic_sessions')
      .select('id')
      .where('date', '=', addDays(clinicToday(), 2))
      .executeTakeFirstOrThrow()
  ).id;
  jobs.runId = (await reconcile(t.ctx, 'nightly')).runId;
  jobs.failedId = (
    await db.kysely
      .insertInto('jobs')
      .values({
        kind: 'roles-test',
        payload: '{}',
        dedupe_key: null,
        run_at: new Date(Date.now() + 3_600_000).toISOString(),
        status: 'failed',
        attempts: 8,
        locked_by: null,
        locked_until: null,
        last_error: 'boom',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const invoicedOrder = await createOrder(db, {
    userId: parentUserId,
    kind: 'roles-test',
    subjectId: 1,
    title: '挂号费',
    amountFen: 1000,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const invoice = await insertInvoice(db, {
    invoiceNo: 'FP202611260000000001',
    userId: parentUserId,
    buyer: { titleType: 'personal', name: '王玥', taxNumber: null, email: null },
    amountFen: 1000,
    provider: 'embedded',
    orders: [{ orderId: invoicedOrder.id, amountFen: 1000 }],
  });
  await updateInvoice(db, invoice.id, ['issuing'], { state: 'failed', failure_reason: '测试失败' });
  invoices.failedId = invoice.id;
  clinic.holidayId = (
    await db.kysely
      .insertInto('holidays')
      .values({ facility_id: 1, date: addDays(clinicToday(), 51), name: '测试节', updated_by: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const consoleEndpoints = () =>
  allEndpoints().filter((e) => (CONSOLE_ACCESS as readonly string[]).includes(e.access));
const endpointOf = (k: string) => consoleEndpoints().find((e) => key(e) === k) as Endpoint;
/** Everything a console call could change: staff rows, live sessions, the audit trail, recorded puberty. */
const snapshot = async () => ({
  inquiries: await t.ctx.db.kysely.selectFrom('inquiries').selectAll().orderBy('id').execute(),
  services: await t.ctx.db.kysely
    .selectFrom('consultation_services')
    .selectAll()
    .orderBy('doctor_id')
    .execute(),
  staff: await t.ctx.db.kysely.selectFrom('staff').selectAll().orderBy('id').execute(),
  complaints: await t.ctx.db.kysely.selectFrom('inquiry_complaints').selectAll().orderBy('id').execute(),
  templates: await t.ctx.db.kysely
    .selectFrom('consult_summary_templates')
    .selectAll()
    .orderBy('id')
    .execute(),
  liveSessions: await t.ctx.db.kysely
    .selectFrom('staff_sessions')
    .select(['id', 'revoked_at'])
    .orderBy('id')
    .execute(),
  audit: (await t.ctx.db.kysely.selectFrom('audit_log').select('id').execute()).length,
  puberty: await t.ctx.db.kysely.selectFrom('growth_puberty_assessments').selectAll().orderBy('id').execute(),
  jobs: await t.ctx.db.kysely.selectFrom('jobs').select(['id', 'status', 'attempts']).orderBy('id').execute(),
  invoices: await t.ctx.db.kysely.selectFrom('invoices').selectAll().orderBy('id').execute(),
  throttles: await t.ctx.db.kysely.selectFrom('staff_login_throttles').selectAll().orderBy('key').execute(),
  chat: await t.ctx.db.kysely.selectFrom('chat_messages').selectAll().orderBy('id').execute(),
  tickets: (await t.ctx.db.kysely.selectFrom('chat_tickets').select('ticket_hash').execute()).length,
  packageCardProducts: await t.ctx.db.kysely.selectFrom('package_card_products').selectAll().execute(),
  packageCards: await t.ctx.db.kysely.selectFrom('package_cards').selectAll().execute(),
  mallGoods: await t.ctx.db.kysely.selectFrom('mall_goods').selectAll().orderBy('id').execute(),
  mallExchanges: await t.ctx.db.kysely.selectFrom('mall_exchanges').selectAll().orderBy('id').execute(),
  campaigns: await t.ctx.db.kysely.selectFrom('coupon_campaigns').selectAll().orderBy('id').execute(),
  coupons: await t.ctx.db.kysely.selectFrom('coupons').selectAll().orderBy('id').execute(),
  points: await t.ctx.db.kysely.selectFrom('points_entries').selectAll().orderBy('id').execute(),
  pointsRules: await t.ctx.db.kysely.selectFrom('points_rules').selectAll().orderBy('id').execute(),
  cardTypes: await t.ctx.db.kysely.selectFrom('member_card_types').selectAll().orderBy('id').execute(),
  members: await t.ctx.db.kysely.selectFrom('members').selectAll().orderBy('user_id').execute(),
  cardDiscounts: await t.ctx.db.kysely
    .selectFrom('member_card_discounts')
    .selectAll()
    .orderBy('card_type_id')
    .orderBy('category')
    .execute(),
  fees: await feeState(t),
});
const callRow = (row: Row, token: string) => {
  const e = endpointOf(row.key);
  return t.call(e.method, e.path, { token, query: row.query, body: row.body });
};

describe('R7 roles over every console endpoint', () => {
  it('the table covers exactly the console endpoints of the contract', () => {
    const expected = consoleEndpoints().map(key).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(
      table(1)
        .map((r) => r.key)
        .sort(),
    ).toEqual(expected);
  });

  it.each(table(0).map((r) => r.key))('a parent token opens nothing: %s', async (k) => {
    const row = table(target).find((r) => r.key === k) as Row;
    const before = await snapshot();
    const res = await callRow(row, parentToken);
    expect(res.body).toMatchObject({ success: false, code: 1000 });
    expect(await snapshot()).toEqual(before);
  });

  it.each(
    table(0)
      .map((r) => r.key)
      .filter((k) => endpointOf(k).access !== 'staff'),
  )('a doctor gets 4003: %s', async (k) => {
    const row = table(target).find((r) => r.key === k) as Row;
    const before = await snapshot();
    const res = await callRow(row, doctorToken);
    expect(res.body).toMatchObject({ success: false, code: 4003 });
    expect(await snapshot()).toEqual(before);
  });

  it.each(
    table(0)
      .map((r) => r.key)
      .filter((k) => endpointOf(k).access === 'admin'),
  )('a manager gets 4003 on admin-only: %s', async (k) => {
    const row = table(target).find((r) => r.key === k) as Row;
    const before = await snapshot();
    expect((await callRow(row, managerToken)).body).toMatchObject({ success: false, code: 4003 });
    expect(await snapshot()).toEqual(before);
  });

  it('the same calls with the admin token succeed (so the refusals above are about roles, not bad input)', async () => {
    for (const row of table(target).filter((r) => endpointOf(r.key).access !== 'staff')) {
      const res = await callRow(row, adminToken);
      expect(res.body.success, `${row.key}: ${res.raw}`).toBe(true);
    }
    const doctorSelf = await callRow({ key: 'GET /api/console/auth/me' }, doctorToken);
    expect(doctorSelf.body).toMatchObject({ success: true, data: { role: 'doctor' } });
  });
});
