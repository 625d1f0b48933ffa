import { randomUUID } from 'node:crypto';
import type { BillView, FeeQuote, FeeReceipt } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { drainJobs, orderRow } from './payments-helpers.ts';
import {
  billByHand,
  billRow,
  F,
  family,
  freshKey,
  managerOf,
  payInSandbox,
  saveItems,
  startPay,
  W,
} from './fees-support.ts';

// Clinic fees (issue 15): billing by hand, the parent's list, quote, start, pay, receipt, close, refund.
let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  manager = await managerOf(t);
  await saveItems(t, manager);
});
afterAll(async () => {
  await t.close();
});

describe('bills and the parent list', () => {
  it('a manager bills a child from the catalogue; the parent sees it with its items under 待缴费', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid, [
      { itemCode: 'EX-BLOOD', quantity: 2 },
      { itemCode: 'DRUG-D', quantity: 1 },
    ]);
    expect(bill).toMatchObject({ status: 'unpaid', statusLabel: '待缴费', totalFen: 2 * 3500 + 4800 });
    expect(bill.lines.map((l) => [l.name, l.categoryLabel, l.amountFen])).toEqual([
      ['血常规', '检验费', 7000],
      ['维生素D滴剂', '药费', 4800],
    ]);
    const list = await t.call<{ list: BillView[] }>('GET', `${W}/feeList`, { token: f.token });
    expect(list.body.data.list.map((b) => b.billId)).toEqual([bill.billId]);
    const items = await t.call<BillView>('GET', `${W}/feeItemList`, {
      token: f.token,
      query: { billId: bill.billId },
    });
    expect(items.body.data.lines).toHaveLength(2);
  });

  it('bills once per request key: the same form sent twice answers the same bill (R16, issue 22)', async () => {
    const f = await family(t);
    const body = { requestKey: randomUUID(), pid: f.pid, lines: [{ itemCode: 'EX-BLOOD', quantity: 1 }] };
    const [first, second] = await Promise.all([
      t.call<{ billId: number }>('POST', `${F}/bills/create`, { token: manager, body }),
      t.call<{ billId: number }>('POST', `${F}/bills/create`, { token: manager, body }),
    ]);
    expect(first.body.success, first.raw).toBe(true);
    expect(second.body.data).toEqual(first.body.data);
    const bills = await t.ctx.db.kysely.selectFrom('bills').select('id').where('pid', '=', f.pid).execute();
    expect(bills).toHaveLength(1);
    const reused = await t.call('POST', `${F}/bills/create`, {
      token: manager,
      body: { ...body, lines: [{ itemCode: 'EX-BLOOD', quantity: 2 }] },
    });
    expect(reused.body.code).toBe(4009);
    const missing = await t.call('POST', `${F}/bills/create`, {
      token: manager,
      body: { pid: f.pid, lines: body.lines },
    });
    expect(missing.body).toMatchObject({ code: 4000, data: { fields: { requestKey: expect.any(String) } } });
  });

  it('refuses an unknown or disabled item, an unknown record, and a parent without a token', async () => {
    const f = await family(t);
    const unknownItem = await t.call('POST', `${F}/bills/create`, {
      token: manager,
      body: { requestKey: randomUUID(), pid: f.pid, lines: [{ itemCode: 'NOPE', quantity: 1 }] },
    });
    expect(unknownItem.body.code).toBe(4000);
    const unknownPid = await t.call('POST', `${F}/bills/create`, {
      token: manager,
      body: { requestKey: randomUUID(), pid: 'P99999999', lines: [{ itemCode: 'EX-BLOOD', quantity: 1 }] },
    });
    expect(unknownPid.body).toMatchObject({ code: 4004, msg: expect.stringContaining('P99999999') });
    const zeroQty = await t.call('POST', `${F}/bills/create`, {
      token: manager,
      body: { requestKey: randomUUID(), pid: f.pid, lines: [{ itemCode: 'EX-BLOOD', quantity: 0 }] },
    });
    expect(zeroQty.body.code).toBe(4000);
    expect((await t.call('GET', `${W}/feeList`)).body.code).toBe(1000);
    expect((await t.call('POST', `${W}/feeOpenPay`, { body: { billIds: [1] } })).body.code).toBe(1000);
  });

  it('another family cannot read, quote or pay a bill (4004, nothing changes)', async () => {
    const a = await family(t);
    const b = await family(t);
    const bill = await billByHand(t, manager, a.pid);
    const read = await t.call('GET', `${W}/feeItemList`, { token: b.token, query: { billId: bill.billId } });
    expect(read.body.code).toBe(4004);
    const quote = await t.call('POST', `${W}/feeOpenPay`, {
      token: b.token,
      body: { billIds: [bill.billId] },
    });
    expect(quote.body.code).toBe(4004);
    const start = await startPay(t, b.token, [bill.billId]);
    expect(start.body.code).toBe(4004);
    expect((await billRow(t, bill.billId)).status).toBe('unpaid');
    expect(
      (await t.call<{ list: BillView[] }>('GET', `${W}/feeList`, { token: b.token })).body.data.list,
    ).toEqual([]);
  });
});

describe('paying bills', () => {
  it('quotes the full price with no value source, and ignores an amount the client sends', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid, [{ itemCode: 'EX-XRAY', quantity: 1 }]);
    const q = await t.call<FeeQuote>('POST', `${W}/feeOpenPay`, {
      token: f.token,
      body: { billIds: [bill.billId] },
    });
    expect(q.body.data).toMatchObject({ totalFen: 12000, payFen: 12000, discountFen: 0, adjustments: [] });
    const withAmount = await t.call('POST', `${W}/feeStart`, {
      token: f.token,
      body: { billIds: [bill.billId], requestKey: freshKey(), payFen: 1 },
    });
    expect(withAmount.body.code).toBe(4000);
    const started = await startPay(t, f.token, [bill.billId]);
    expect(started.body.data).toMatchObject({ payFen: 12000, settled: false });
    expect((await orderRow(t, started.body.data.orderNo)).amount_fen).toBe(12000);
    const amounts = await t.call<{ payFen: number }>('POST', `${W}/feeDiscountAmount`, {
      token: f.token,
      body: { billIds: [bill.billId] },
    });
    expect(amounts.body.code).toBe(4009);
  });

  it('pays two bills together through the sandbox cashier: one order, both 已缴费, a receipt', async () => {
    const f = await family(t);
    const one = await billByHand(t, manager, f.pid, [{ itemCode: 'EX-BLOOD', quantity: 1 }]);
    const two = await billByHand(t, manager, f.pid, [{ itemCode: 'DRUG-D', quantity: 2 }]);
    const started = await startPay(t, f.token, [one.billId, two.billId]);
    expect(started.body.data.payFen).toBe(3500 + 9600);
    const paying = await t.call<{ list: BillView[] }>('GET', `${W}/feeList`, { token: f.token });
    expect(paying.body.data.list.map((b) => [b.status, b.orderNo])).toEqual([
      ['paying', started.body.data.orderNo],
      ['paying', started.body.data.orderNo],
    ]);
    await payInSandbox(t, f.token, started.body.data.orderNo);
    expect((await billRow(t, one.billId)).status).toBe('paid');
    expect((await billRow(t, two.billId)).status).toBe('paid');
    const paid = await t.call<{ list: BillView[] }>('GET', `${W}/feePayList`, { token: f.token });
    expect(paid.body.data.list).toHaveLength(2);
    const receipt = await t.call<FeeReceipt>('GET', `${W}/feeReceipt`, {
      token: f.token,
      query: { orderNo: started.body.data.orderNo },
    });
    expect(receipt.body.data).toMatchObject({
      status: 'paid',
      totalFen: 13100,
      payFen: 13100,
      refundedFen: 0,
    });
    expect(receipt.body.data.bills.map((b) => b.billId).sort()).toEqual([one.billId, two.billId].sort());
    const other = await family(t);
    const foreign = await t.call('GET', `${W}/feeReceipt`, {
      token: other.token,
      query: { orderNo: started.body.data.orderNo },
    });
    expect(foreign.body.code).toBe(4004);
  });

  it('an order left unpaid closes at its expiry and the bills are 待缴费 again', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const started = await startPay(t, f.token, [bill.billId]);
    expect((await billRow(t, bill.billId)).status).toBe('paying');
    await drainJobs(t, new Date(Date.now() + 16 * 60_000));
    expect((await orderRow(t, started.body.data.orderNo)).status).toBe('closed');
    expect(await billRow(t, bill.billId)).toMatchObject({ status: 'unpaid', order_id: null });
    const again = await startPay(t, f.token, [bill.billId]);
    expect(again.body.success, again.raw).toBe(true);
  });

  it('a manager refunds a paid fee order with a reason: bills 已退费, audited', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const started = await startPay(t, f.token, [bill.billId]);
    await payInSandbox(t, f.token, started.body.data.orderNo);
    const noReason = await t.call('POST', `${F}/orders/refund`, {
      token: manager,
      body: { orderNo: started.body.data.orderNo, reason: '', requestKey: freshKey() },
    });
    expect(noReason.body.code).toBe(4000);
    const body = { orderNo: started.body.data.orderNo, reason: '检查未做，全额退费', requestKey: freshKey() };
    const refund = await t.call<{ refundNo: string }>('POST', `${F}/orders/refund`, { token: manager, body });
    expect(refund.body.success, refund.raw).toBe(true);
    const replay = await t.call<{ refundNo: string }>('POST', `${F}/orders/refund`, { token: manager, body });
    expect(replay.body.data.refundNo).toBe(refund.body.data.refundNo);
    await drainJobs(t);
    expect((await orderRow(t, started.body.data.orderNo)).status).toBe('refunded');
    expect((await billRow(t, bill.billId)).status).toBe('refunded');
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'fees.order.refund')
      .where('subject_id', '=', started.body.data.orderNo)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('R8: 20 concurrent starts of the same bill, one wins; a replayed key answers the first order', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const answers = await Promise.all(Array.from({ length: 20 }, () => startPay(t, f.token, [bill.billId])));
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 4009)).toHaveLength(19);
    const orders = await t.ctx.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('kind', '=', 'clinic_fee')
      .where('subject_id', '=', bill.billId)
      .execute();
    expect(orders).toHaveLength(1);

    const other = await billByHand(t, manager, f.pid);
    const body = { billIds: [other.billId], requestKey: freshKey() };
    const first = await t.call<{ orderNo: string }>('POST', `${W}/feeStart`, { token: f.token, body });
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call<{ orderNo: string }>('POST', `${W}/feeStart`, { token: f.token, body }),
      ),
    );
    expect(replays.map((r) => r.body.data.orderNo)).toEqual(Array(5).fill(first.body.data.orderNo));
    const reused = await t.call('POST', `${W}/feeStart`, {
      token: f.token,
      body: { ...body, usePoints: false },
    });
    expect(reused.body.code).toBe(4009);
  });
});

describe('desk write-off and void', () => {
  it('writes off a bill paid by card with its POS reference, once per key; void needs a reason and an unpaid bill', async () => {
    const f = await family(t);
    const bill = await billByHand(t, manager, f.pid);
    const noRef = await t.call('POST', `${F}/bills/writeOff`, {
      token: manager,
      body: { billId: bill.billId, method: 'card', requestKey: freshKey() },
    });
    expect(noRef.body.code).toBe(4000);
    const body = {
      billId: bill.billId,
      method: 'card',
      posReference: 'POS-20261126-0001',
      requestKey: freshKey(),
    };
    const done = await t.call<BillView>('POST', `${F}/bills/writeOff`, { token: manager, body });
    expect(done.body.data).toMatchObject({ status: 'paid', paidVia: 'card' });
    const replay = await t.call<BillView>('POST', `${F}/bills/writeOff`, { token: manager, body });
    expect(replay.body.data.status).toBe('paid');
    const again = await t.call('POST', `${F}/bills/writeOff`, {
      token: manager,
      body: { ...body, requestKey: freshKey() },
    });
    expect(again.body.code).toBe(4009);
    const voidPaid = await t.call('POST', `${F}/bills/void`, {
      token: manager,
      body: { billId: bill.billId, reason: '开错了' },
    });
    expect(voidPaid.body.code).toBe(4009);

    const other = await billByHand(t, manager, f.pid);
    const voided = await t.call<BillView>('POST', `${F}/bills/void`, {
      token: manager,
      body: { billId: other.billId, reason: '重复开单' },
    });
    expect(voided.body.data.status).toBe('void');
    const list = await t.call<{ list: BillView[] }>('GET', `${W}/feeList`, { token: f.token });
    expect(list.body.data.list).toEqual([]);
    const audits = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'bill')
      .where('subject_id', 'in', [String(bill.billId), String(other.billId)])
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(
      ['fees.bill.create', 'fees.bill.create', 'fees.bill.void', 'fees.bill.writeOff'].sort(),
    );
  });

  it('a doctor may read the catalogue but not bill or write off', async () => {
    const doctor = await t.loginStaff('doctor', 'Sprout-doctor-2026');
    expect((await t.call('GET', `${F}/items`, { token: doctor })).body.success).toBe(true);
    const f = await family(t);
    const res = await t.call('POST', `${F}/bills/create`, {
      token: doctor,
      body: { requestKey: randomUUID(), pid: f.pid, lines: [{ itemCode: 'EX-BLOOD', quantity: 1 }] },
    });
    expect(res.body.code).toBe(4003);
  });
});
