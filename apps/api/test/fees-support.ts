import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BillView } from '@sprout/contract';
import { addGrowthBaby, linkRecord } from './growth-support.ts';
import { loginParentFresh, type TestApp } from './harness.ts';
import { drainJobs, pressCashier } from './payments-helpers.ts';

/** Helpers shared by the clinic-fee suites (issue 15). */
export const W = '/opordering/wechatapp';
export const F = '/api/console/fees';

let keyCounter = 0;
/** A fresh request key (R16) per call. */
export const freshKey = (): string => `fee-key-${process.pid}-${Date.now().toString(36)}-${++keyCounter}`;

export const ITEMS = [
  { code: 'EX-BLOOD', name: '血常规', category: 'lab', unitPriceFen: 3500 },
  { code: 'EX-XRAY', name: '骨龄X光', category: 'exam', unitPriceFen: 12000 },
  { code: 'DRUG-D', name: '维生素D滴剂', category: 'drug', unitPriceFen: 4800 },
] as const;

export const managerOf = (t: TestApp) => t.loginStaff('manager', 'Sprout-manager-2026');
export const adminOf = (t: TestApp) => t.loginStaff('admin', 'Sprout-admin-2026');

export const saveItems = async (t: TestApp, manager: string) => {
  for (const item of ITEMS) {
    const res = await t.call('POST', `${F}/items/save`, { token: manager, body: { ...item, enabled: true } });
    expect(res.body.success, res.raw).toBe(true);
  }
};

/** A parent with one baby linked to a new clinic record. */
export const family = async (t: TestApp, babyName = '林小禾') => {
  const parent = await loginParentFresh(t);
  const babyId = await addGrowthBaby(t, parent.token, { name: babyName });
  const pid = await linkRecord(t, parent.token, babyId);
  return { ...parent, babyId, pid };
};

export const billByHand = async (
  t: TestApp,
  manager: string,
  pid: string,
  lines: { itemCode: string; quantity: number }[] = [{ itemCode: 'EX-BLOOD', quantity: 1 }],
) => {
  const res = await t.call<BillView>('POST', `${F}/bills/create`, {
    token: manager,
    body: { requestKey: randomUUID(), pid, lines },
  });
  expect(res.body.success, res.raw).toBe(true);
  return res.body.data;
};

export const startPay = (t: TestApp, token: string, billIds: number[], extra: Record<string, unknown> = {}) =>
  t.call<{ orderNo: string; payFen: number; settled: boolean }>('POST', `${W}/feeStart`, {
    token,
    body: { billIds, requestKey: freshKey(), ...extra },
  });

/** Pays an order through the sandbox cashier as a parent would, then lets the notify job settle it. */
export const payInSandbox = async (t: TestApp, token: string, orderNo: string) => {
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token,
    query: { orderNo },
  });
  expect(sign.body.success, sign.raw).toBe(true);
  const pressed = await pressCashier(t, sign.body.data.cashierUrl, 'pay');
  expect(pressed.status).toBe(302);
  await drainJobs(t);
};

export const billRow = (t: TestApp, billId: number) =>
  t.ctx.db.kysely.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirstOrThrow();
