import { randomUUID } from 'node:crypto';
import type { BillView } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, billByHand, F, family, freshKey, managerOf, saveItems, startPay } from './fees-support.ts';
import { freshIp, leaksInRun, startTestApp, type TestApp } from './harness.ts';
import {
  drainAt,
  messagesTitled,
  minutesFromNow,
  noticesOf,
  secondGuardian,
  smsOf,
} from './notices-support.ts';

/**
 * 待缴费 (issue 22): a bill made for a clinic record, by hand or by the HIS, tells each guardian once;
 * a day later the bill still unpaid is a reminder, and a bill paid, being paid or voided is not.
 */
let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

const DAY_AFTER = () => minutesFromNow(25 * 60);

/** A record with two guardians: the mother's profile 林小禾, the father's 禾禾. */
const twoGuardians = async () => {
  const mother = await family(t, '林小禾');
  const father = await secondGuardian(t, manager, mother.pid, '禾禾');
  return { mother, father, pid: mother.pid };
};

describe('a bill for a clinic record', () => {
  it('tells every guardian once, by hand or by the HIS, and a replay tells nobody again', async () => {
    const { mother, father, pid } = await twoGuardians();
    const body = { requestKey: randomUUID(), pid, lines: [{ itemCode: 'EX-BLOOD', quantity: 1 }] };
    const made = await t.call<BillView>('POST', `${F}/bills/create`, { token: manager, body });
    expect(made.body.success, made.raw).toBe(true);
    const replay = await t.call<BillView>('POST', `${F}/bills/create`, { token: manager, body });
    expect(replay.body.data.billId).toBe(made.body.data.billId);
    const billId = made.body.data.billId;
    expect((await noticesOf(t, 'bill-due', billId)).map((n) => [n.notice_key, n.user_id])).toEqual([
      [`bill-due:${billId}#${mother.userId}`, mother.userId],
      [`bill-due:${billId}#${father.userId}`, father.userId],
    ]);
    expect(await messagesTitled(t, father.userId, '待缴费')).toEqual([
      {
        id: expect.any(Number),
        category: 'payment',
        title: '待缴费',
        content: '禾禾有一笔待缴费用「血常规」共 35.00 元，请在待缴费订单中查看并缴费。',
        link: '/pages/htmlFee/feeIndex',
      },
    ]);
    await drainAt(t, minutesFromNow(1));
    expect(await smsOf(t, mother.mobile, 'bill-due')).toEqual([
      '【小芽儿童健康】林小禾有一笔待缴费用「血常规」共35.00元，可在「待缴费」中查看并缴费。',
    ]);

    // The HIS pushes one, and pushes it again: one more notice each.
    const client = await t.call<{ clientId: string; clientSecret: string }>('POST', `${F}/clients/issue`, {
      token: await adminOf(t),
      body: { name: '院内HIS', scopes: ['bills:write'] },
    });
    const token = await t.call<{ accessToken: string }>('POST', '/api/auth/client/token', {
      body: { clientId: client.body.data.clientId, clientSecret: client.body.data.clientSecret },
      ip: freshIp(),
    });
    const push = {
      hisBillNo: `HIS-${Date.now()}`,
      pid,
      title: '维生素D',
      lines: [{ itemCode: 'DRUG-D', quantity: 1, unitPriceFen: 4500 }],
    };
    const pushed = [];
    for (let i = 0; i < 2; i++)
      pushed.push(
        await t.call<BillView>('POST', '/api/his/v1/bills', {
          token: token.body.data.accessToken,
          body: push,
        }),
      );
    const hisBill = pushed[0]?.body.data.billId ?? 0;
    expect(pushed[1]?.body.data.billId).toBe(hisBill);
    expect((await noticesOf(t, 'bill-due', hisBill)).map((n) => n.user_id)).toEqual([
      mother.userId,
      father.userId,
    ]);
    expect(await messagesTitled(t, mother.userId, '待缴费')).toHaveLength(2);
  });

  it('reminds each guardian once a day later while the bill is unpaid', async () => {
    const { mother, father, pid } = await twoGuardians();
    const bill = await billByHand(t, manager, pid);
    await drainAt(t, minutesFromNow(23 * 60));
    expect(await noticesOf(t, 'bill-reminder', bill.billId)).toEqual([]);
    await drainAt(t, DAY_AFTER());
    await drainAt(t, DAY_AFTER());
    expect((await noticesOf(t, 'bill-reminder', bill.billId)).map((n) => n.user_id)).toEqual([
      mother.userId,
      father.userId,
    ]);
    expect(await messagesTitled(t, father.userId, '缴费提醒')).toMatchObject([
      {
        content: '禾禾的待缴费用「血常规」共 35.00 元尚未缴纳，请及时缴费。',
        link: '/pages/htmlFee/feeIndex',
      },
    ]);
    expect(await smsOf(t, mother.mobile, 'bill-reminder')).toEqual([
      '【小芽儿童健康】温馨提醒：林小禾的待缴费用「血常规」共35.00元尚未缴纳，可在「待缴费」中完成缴费。',
    ]);
  });

  it('reminds nobody of a bill paid at the desk, voided or being paid online', async () => {
    const { mother, pid } = await twoGuardians();
    const [paid, voided, paying] = [
      await billByHand(t, manager, pid),
      await billByHand(t, manager, pid),
      await billByHand(t, manager, pid),
    ];
    const writeOff = await t.call('POST', `${F}/bills/writeOff`, {
      token: manager,
      body: { billId: paid.billId, method: 'cash', requestKey: freshKey() },
    });
    expect(writeOff.body.success, writeOff.raw).toBe(true);
    const gone = await t.call('POST', `${F}/bills/void`, {
      token: manager,
      body: { billId: voided.billId, reason: '开错项目' },
    });
    expect(gone.body.success, gone.raw).toBe(true);
    const started = await startPay(t, mother.token, [paying.billId]);
    expect(started.body.success, started.raw).toBe(true);
    // Only the bill reminders are due: the payment's 15-minute expiry would free the bill again.
    await t.ctx.db.kysely
      .updateTable('jobs')
      .set({ run_at: minutesFromNow(26 * 60).toISOString() })
      .where('kind', '=', 'fee-payment-expiry')
      .execute();
    await drainAt(t, DAY_AFTER());
    for (const b of [paid, voided, paying]) expect(await noticesOf(t, 'bill-reminder', b.billId)).toEqual([]);
    expect(await smsOf(t, mother.mobile, 'bill-reminder')).toEqual([]);
  });
});
