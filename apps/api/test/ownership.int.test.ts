import { allEndpoints, type Endpoint } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../src/modules/orders/orders.repository.ts';
import { signRecordQr } from '../src/modules/records/record-codes.service.ts';
import { book, insertSlot } from './booking-fixtures.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import {
  type EvaluationIds,
  evaluationRows,
  evaluationState,
  prepareEvaluationIds,
} from './ownership-evaluations.ts';
import { prepareReportIds, type ReportIds, reportRows } from './ownership-inspection-reports.ts';
import { type AddressIds, addressRows, addressState, prepareAddressIds } from './ownership-addresses.ts';
import {
  type AiConsultIds,
  aiConsultRows,
  aiConsultState,
  prepareAiConsultIds,
} from './ownership-ai-consult.ts';
import {
  type ConsultationIds,
  consultationRows,
  consultationState,
  prepareConsultationIds,
} from './ownership-consultation.ts';
import { type CouponIds, couponRows, couponState, prepareCouponIds } from './ownership-coupons.ts';
import { type MemberIds, memberRows, memberState, prepareMemberIds } from './ownership-members.ts';
import { type PictureIds, pictureRows, pictureState, preparePictureIds } from './ownership-pictures.ts';
import {
  type PackageCardIds,
  packageCardRows,
  packageCardState,
  preparePackageCardIds,
} from './ownership-package-cards.ts';
import { MALL_CATALOGUE_READS, type MallIds, mallRows, mallState, prepareMallIds } from './ownership-mall.ts';
import { type InvoiceIds, invoiceRows, invoiceState, prepareInvoiceIds } from './ownership-invoices.ts';
import { type FeeIds, feeRows, feeState, prepareFeeIds } from './ownership-fees.ts';

/**
 * Quality bar R1: every parent endpoint that takes a record id, called by parent B on parent A's record,
 * answers 4004 and changes nothing of A's. The id-bearing set is computed from the contract's schemas
 * (a query or body key ending in `Id`, or `Ids` (a list of records, e.g. the bills paid together),
 * `id` (the spec's delivery-address calls name their record so), or `orderNo`: orders are addressed by
 * number, or `couponCode`: coupons by their code), so a new endpoint
 * fails here until it has a row.
 *
 * Left out on purpose:
 * - `userId`: it names the caller, not a record; babies.int.test.ts checks that a foreign one is 4004.
 * - `distributionCouponsId`: a coupon campaign is the clinic's, open to every parent in the claim centre.
 * - access staff/manager/admin (e.g. staffId): console routes, covered by roles.int.test.ts (R7).
 * - access public (e.g. bizAppId, the clinic's official-account id): no caller, so nothing can be "someone else's".
 * - the mall's catalogue reads (goodsId: the clinic's goods, the same for every parent), MALL_CATALOGUE_READS.
 */
const PARENT_ACCESS = ['parent', 'parentWithPhone'];
const key = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
const shapeKeys = (e: Endpoint, part: 'query' | 'body'): string[] => {
  const schema = e[part] as { shape?: Record<string, unknown> } | undefined;
  if (!schema) return [];
  if (!schema.shape) throw new Error(`${key(e)}: ${part} schema has no .shape; teach this test to read it`);
  return Object.keys(schema.shape);
};
const idKeys = (e: Endpoint) =>
  [...shapeKeys(e, 'query'), ...shapeKeys(e, 'body')].filter(
    (k) =>
      (k.endsWith('Id') || k.endsWith('Ids') || k === 'id' || k === 'orderNo' || k === 'couponCode') &&
      k !== 'userId' &&
      k !== 'distributionCouponsId',
  );
const idBearingParentEndpoints = () =>
  allEndpoints().filter(
    (e) => PARENT_ACCESS.includes(e.access) && idKeys(e).length > 0 && !MALL_CATALOGUE_READS.includes(key(e)),
  );

interface Ids {
  babyId: number;
  msgId: number;
  orderNo: string;
  /** A's appointment (for the first baby), a slot with room, A's clinic record, a record code sent to A. */
  weId: number;
  slotId: number;
  pid: string;
  mobile: string;
  recordCode: string;
  qrCode: string;
  /** A home measurement of A's (second) baby. */
  measurementId: number;
}
const W = '/opordering/wechatapp';
type Row = {
  key: string;
  input: (a: Ids) => { query?: Record<string, number | string>; body?: Record<string, unknown> };
};
// Sex and birthday stay those of the clinic record A binds later (binding refuses a mismatch).
const babyBody = { babyName: '改名了', sex: '男', birthday: '2021-01-01', dadHeight: 180, momHeight: 170 };
const GR = '/api/growth';
const growthRows: Row[] = [
  {
    key: `GET ${GR}/growUpCalculation`,
    input: (a) => ({ query: { babyId: a.babyId, type: 'height', val: 100 } }),
  },
  { key: `GET ${GR}/newBabyPval`, input: (a) => ({ query: { babyId: a.babyId, type: 'weight', val: 16 } }) },
  {
    key: `GET ${GR}/geneticHeight`,
    input: (a) => ({ query: { babyId: a.babyId, fatherHeight: 175, motherHeight: 160 } }),
  },
  { key: `GET ${GR}/standardLine`, input: (a) => ({ query: { babyId: a.babyId, type: 'height' } }) },
  { key: `POST ${GR}/formVitals/getStandardHeightByPid`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /api/baby/getDynamicHeight', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /online/usercenter/heightCurve', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /online/usercenter/weightCurve', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /online/usercenter/bmiCurve', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /online/usercenter/headCurve', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /online/usercenter/boneAgeCurve', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'POST /online/usercenter/heightPredictionList', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: `POST ${GR}/measurementList`, input: (a) => ({ body: { babyId: a.babyId } }) },
  {
    key: `POST ${GR}/addMeasurement`,
    input: (a) => ({ body: { babyId: a.babyId, measuredOn: '2024-06-01', weightKg: 16 } }),
  },
  { key: `POST ${GR}/deleteMeasurement`, input: (a) => ({ body: { measurementId: a.measurementId } }) },
];
/** One row per id-bearing parent endpoint; destructive rows last, since A's own call runs them for real. */
const TABLE: Row[] = [
  { key: 'GET /online/usercenter/babyInfoDetail', input: (a) => ({ query: { babyId: a.babyId } }) },
  {
    key: 'POST /online/usercenter/modifyBabyInfo',
    input: (a) => ({ body: { ...babyBody, babyId: a.babyId } }),
  },
  { key: 'POST /online/usercenter/setDefaultBaby', input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: 'GET /opordering/wechatapp/getSysMsgDetail', input: (a) => ({ query: { msgId: a.msgId } }) },
  { key: 'POST /opordering/wechatapp/readSysMsg', input: (a) => ({ body: { msgId: a.msgId } }) },
  { key: 'GET /api/pay/v1/pay_sign_wx', input: (a) => ({ query: { orderNo: a.orderNo } }) },
  { key: 'GET /api/pay/v1/pay_public_wx', input: (a) => ({ query: { orderNo: a.orderNo } }) },
  { key: 'GET /api/pay/v1/small_pay_sign_wx', input: (a) => ({ query: { orderNo: a.orderNo } }) },
  { key: 'GET /api/pay/v1/pay_sign_ali', input: (a) => ({ query: { orderNo: a.orderNo } }) },
  { key: 'GET /api/pay/v1/order_status', input: (a) => ({ query: { orderNo: a.orderNo } }) },
  { key: 'POST /api/pay/v1/cancel_pay', input: (a) => ({ body: { orderNo: a.orderNo } }) },
  {
    key: `POST ${W}/registrationQuote`,
    input: (a) => ({ body: { babyId: a.babyId, slotId: a.slotId } }),
  },
  {
    key: `POST ${W}/addAppointment`,
    input: (a) => ({ body: { babyId: a.babyId, slotId: a.slotId, visitReason: '体检' } }),
  },
  { key: `GET ${W}/getAppointmentDetail`, input: (a) => ({ query: { weId: a.weId } }) },
  { key: `POST ${W}/pageAppointment`, input: (a) => ({ body: { babyId: a.babyId } }) },
  {
    key: 'POST /api/opordering/patientAppointment/getAppointmentListByPatient',
    input: (a) => ({ body: { babyId: a.babyId } }),
  },
  { key: `POST ${W}/bindBabyPid`, input: (a) => ({ body: { babyId: a.babyId, pid: a.pid } }) },
  {
    key: `POST ${W}/bindBabyHisRecord`,
    input: (a) => ({ body: { babyId: a.babyId, pid: a.pid, mobile: a.mobile, verifyCode: a.recordCode } }),
  },
  { key: `POST ${W}/addBindRecordBaby`, input: (a) => ({ body: { babyId: a.babyId } }) },
  { key: `POST ${W}/qrCodeBindRecord`, input: (a) => ({ body: { babyId: a.babyId, qrCode: a.qrCode } }) },
  ...growthRows,
  ...reportRows.map((r): Row => ({ key: r.key, input: () => r.input(reportIds) })),
  ...evaluationRows.map((r): Row => ({ key: r.key, input: () => r.input(evaluationIds) })),
  ...consultationRows.map((r): Row => ({ key: r.key, input: () => r.input(consultationIds) })),
  ...aiConsultRows.map((r): Row => ({ key: r.key, input: () => r.input(aiConsultIds) })),
  ...pictureRows.map((r): Row => ({ key: r.key, input: () => r.input(pictureIds) })),
  ...addressRows.map((r): Row => ({ key: r.key, input: () => r.input(addressIds) })),
  ...couponRows.map((r): Row => ({ key: r.key, input: () => r.input(couponIds) })),
  ...packageCardRows.map((r): Row => ({ key: r.key, input: () => r.input(packageCardIds) })),
  ...mallRows.map((r): Row => ({ key: r.key, input: () => r.input(mallIds) })),
  ...memberRows.map((r): Row => ({ key: r.key, input: () => r.input(memberIds) })),
  ...invoiceRows.map((r): Row => ({ key: r.key, input: () => r.input(invoiceIds) })),
  ...feeRows.map((r): Row => ({ key: r.key, input: () => r.input(feeIds) })),
  { key: `POST ${W}/cancelAppointment`, input: (a) => ({ body: { weId: a.weId } }) },
  { key: `POST ${W}/deleteAppointment`, input: (a) => ({ body: { weId: a.weId } }) },
  { key: 'POST /api/baby/delete', input: (a) => ({ body: { babyId: a.babyId } }) },
];

let t: TestApp;
let a: { token: string; userId: number; mobile: string };
let b: { token: string; userId: number };
let ids: Ids;
let evaluationIds: EvaluationIds;
let reportIds: ReportIds;
let consultationIds: ConsultationIds;
let aiConsultIds: AiConsultIds;
let pictureIds: PictureIds;
let addressIds: AddressIds;
let couponIds: CouponIds;
let packageCardIds: PackageCardIds;
let mallIds: MallIds;
let memberIds: MemberIds;
let invoiceIds: InvoiceIds;
let feeIds: FeeIds;
beforeAll(async () => {
  t = await startTestApp({ seed: true }); // the demo clinic's doctors take the appointments
  a = await loginParentFresh(t);
  b = await loginParentFresh(t);
  evaluationIds = await prepareEvaluationIds(t, a);
  reportIds = await prepareReportIds(t, a);
  consultationIds = await prepareConsultationIds(t, a);
  aiConsultIds = await prepareAiConsultIds(t, a);
  pictureIds = await preparePictureIds(t, a);
  addressIds = await prepareAddressIds(t, a);
  couponIds = await prepareCouponIds(t, a);
  packageCardIds = await preparePackageCardIds(t, a);
  mallIds = await prepareMallIds(t, a);
  invoiceIds = await prepareInvoiceIds(t, a);
  feeIds = await prepareFeeIds(t, a);
  const add = (token: string, babyName: string) =>
    t.call<{ babyId: number }>('POST', '/online/usercenter/addBabyInfo', {
      token,
      body: { babyName, sex: '男', birthday: '2021-01-01', guardianConsent: true },
    });
  const first = (await add(a.token, 'A的大宝')).body.data.babyId;
  const second = (await add(a.token, 'A的二宝')).body.data.babyId; // not default: setDefault by B would change it
  await add(b.token, 'B的宝宝');
  const measured = await t.call<{ measurementId: number }>('POST', '/api/growth/addMeasurement', {
    token: a.token,
    body: { babyId: second, measuredOn: '2024-01-01', weightKg: 15 },
  });
  expect(measured.body.success, measured.raw).toBe(true);
  const msgs = await t.call<{ list: { msgId: number }[] }>('POST', '/opordering/wechatapp/pageSysMsg', {
    token: a.token,
    body: {},
  });
  const order = await createOrder(t.ctx.db, {
    userId: a.userId,
    kind: 'ownership-test',
    subjectId: second,
    title: 'A的挂号费',
    amountFen: 1000,
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  const slotId = await insertSlot(t, 5);
  const weId = (await book(t, a.token, first, slotId)).body.data.weId;
  const pid =
    (await t.ctx.db.kysely.selectFrom('appointments').select('pid').where('id', '=', weId).executeTakeFirst())
      ?.pid ?? '';
  // A logged in by SMS a moment ago: move that code back past the 60-second gap (R4) so a record code can go out.
  await t.ctx.db.kysely
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
    .where('phone', '=', a.mobile)
    .execute();
  const sent = await t.call('POST', `${W}/smsMobile`, {
    token: a.token,
    body: { mobile: a.mobile },
    ip: '10.200.0.1',
  });
  const outbox = await t.call<{ list: { code: string }[] }>('GET', '/dev/sms-outbox', {
    query: { mobile: a.mobile },
  });
  expect(sent.body.success).toBe(true);
  ids = {
    babyId: second,
    msgId: msgs.body.data.list[0]?.msgId ?? 0,
    orderNo: order.order_no,
    weId,
    slotId,
    pid,
    mobile: a.mobile,
    recordCode: outbox.body.data.list[0]?.code ?? '',
    qrCode: signRecordQr(t.ctx.config.RECORD_QR_SECRET, pid),
    measurementId: measured.body.data.measurementId,
  };
  expect(pid).toMatch(/^P\d{8}$/);
  memberIds = await prepareMemberIds(t, a);
  expect(first).toBeGreaterThan(0);
  expect(ids.msgId).toBeGreaterThan(0);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

/** All of A's (and B's) records that any row could touch. */
const snapshot = async () => ({
  evaluations: await evaluationState(t),
  consultation: await consultationState(t),
  aiConsult: await aiConsultState(t),
  pictures: await pictureState(t),
  addresses: await addressState(t),
  coupons: await couponState(t),
  packageCards: await packageCardState(t),
  mall: await mallState(t),
  members: await memberState(t),
  invoices: await invoiceState(t),
  fees: await feeState(t),
  babies: await t.ctx.db.kysely
    .selectFrom('babies')
    .selectAll()
    .where('user_id', 'in', [a.userId, b.userId])
    .orderBy('id')
    .execute(),
  orders: await t.ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('user_id', 'in', [a.userId, b.userId])
    .orderBy('id')
    .execute(),
  messages: await t.ctx.db.kysely
    .selectFrom('system_messages')
    .selectAll()
    .where('user_id', 'in', [a.userId, b.userId])
    .orderBy('id')
    .execute(),
  appointments: await t.ctx.db.kysely
    .selectFrom('appointments')
    .selectAll()
    .where('user_id', 'in', [a.userId, b.userId])
    .orderBy('id')
    .execute(),
  slots: await t.ctx.db.kysely.selectFrom('slots').selectAll().orderBy('id').execute(),
  growth: await t.ctx.db.kysely.selectFrom('growth_measurements').selectAll().orderBy('id').execute(),
  followUps: await t.ctx.db.kysely.selectFrom('growth_follow_ups').selectAll().orderBy('baby_id').execute(),
  smsCodes: await t.ctx.db.kysely
    .selectFrom('sms_codes')
    .select(['id', 'attempts', 'consumed_at'])
    .orderBy('id')
    .execute(),
});
const endpointOf = (k: string) => allEndpoints().find((e) => key(e) === k) as Endpoint;
const run = (row: Row, token: string) => {
  const e = endpointOf(row.key);
  return t.call(e.method, e.path, { token, ...row.input(ids) });
};

describe('R1 cross-parent access over every id-bearing endpoint', () => {
  it('the table covers exactly the id-bearing parent endpoints of the contract', () => {
    const expected = idBearingParentEndpoints().map(key).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(TABLE.map((r) => r.key).sort()).toEqual(expected);
  });

  it.each(TABLE.map((r) => r.key))('parent B gets 4004 on A’s record and changes nothing: %s', async (k) => {
    const row = TABLE.find((r) => r.key === k) as Row;
    const before = await snapshot();
    const res = await run(row, b.token);
    expect(res.body).toMatchObject({ success: false, code: 4004 });
    expect(res.raw).not.toContain('A的');
    expect(await snapshot()).toEqual(before);
  });

  it('the same calls by A succeed (so the 4004s above are about ownership, not bad input)', async () => {
    for (const row of TABLE) {
      const res = await run(row, a.token);
      expect(res.body.success, `${row.key}: ${res.raw}`).toBe(true);
    }
    const del = await t.call('GET', '/online/usercenter/babyInfoDetail', {
      token: a.token,
      query: { babyId: ids.babyId },
    });
    expect(del.body.code).toBe(4004);
  });
});
