import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the clinic-fee calls, for ownership.int.test.ts: A's child with a clinic record, one bill
 * A is paying (its order's receipt) and one unpaid bill the quote and start rows name.
 */
export interface FeeIds {
  billId: number;
  orderNo: string;
}

export type FeeRow = OwnershipRow<FeeIds>;

const W = '/opordering/wechatapp';
const F = '/api/console/fees';

export const prepareFeeIds = async (t: TestApp, parentA: { token: string }): Promise<FeeIds> => {
  const ok = <T>(res: { body: { success: boolean; data: T }; raw: string }, what: string): T => {
    if (!res.body.success) throw new Error(`${what}: ${res.raw}`);
    return res.body.data;
  };
  const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
  const item = { code: 'OWN-LAB', name: 'A的化验', category: 'lab', unitPriceFen: 3000, enabled: true };
  ok(await t.call('POST', `${F}/items/save`, { token: manager, body: item }), 'items/save');
  const baby = ok(
    await t.call<{ babyId: number }>('POST', '/online/usercenter/addBabyInfo', {
      token: parentA.token,
      body: { babyName: 'A的缴费宝宝', sex: '女', birthday: '2022-02-02', guardianConsent: true },
    }),
    'addBabyInfo',
  );
  const { pid } = ok(
    await t.call<{ pid: string }>('POST', `${W}/addBindRecordBaby`, {
      token: parentA.token,
      body: { babyId: baby.babyId },
    }),
    'addBindRecordBaby',
  );
  const bill = async () =>
    ok(
      await t.call<{ billId: number }>('POST', `${F}/bills/create`, {
        token: manager,
        body: { requestKey: randomUUID(), pid, lines: [{ itemCode: 'OWN-LAB', quantity: 1 }] },
      }),
      'bills/create',
    ).billId;
  const paying = await bill();
  const started = ok(
    await t.call<{ orderNo: string }>('POST', `${W}/feeStart`, {
      token: parentA.token,
      // Money only: the other rows' coupons, points and cards stay A's for their own calls.
      body: {
        billIds: [paying],
        coupon: 'none',
        usePoints: false,
        usePackageCards: false,
        requestKey: 'ownership-fee-prepare',
      },
    }),
    'feeStart',
  );
  return { billId: await bill(), orderNo: started.orderNo };
};

const quote = (a: FeeIds) => ({ body: { billIds: [a.billId] } });

/** The start row last: A's own call starts paying the bill for real. */
export const feeRows: FeeRow[] = [
  { key: `GET ${W}/feeItemList`, input: (a) => ({ query: { billId: a.billId } }) },
  { key: `POST ${W}/feeOpenPay`, input: quote },
  { key: `POST ${W}/feeDiscountAmount`, input: quote },
  { key: `POST ${W}/feeCoupons`, input: quote },
  { key: `POST ${W}/feeActivities`, input: quote },
  { key: `GET ${W}/feeReceipt`, input: (a) => ({ query: { orderNo: a.orderNo } }) },
  // A's own cancel closes the order the receipt row read (after it, so that row still reads it).
  { key: `POST ${W}/feeCancelPay`, input: (a) => ({ body: { orderNo: a.orderNo } }) },
  {
    key: `POST ${W}/feeStart`,
    input: (a) => ({ body: { billIds: [a.billId], requestKey: 'ownership-fee-start' } }),
  },
];

/** Every bill row, for the before/after comparison. */
export const feeState = (t: TestApp) =>
  t.ctx.db.kysely.selectFrom('bills').selectAll().orderBy('id').execute();
