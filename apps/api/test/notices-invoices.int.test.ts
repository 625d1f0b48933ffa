import { randomUUID } from 'node:crypto';
import type { InvoiceView } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { drainAt, messagesTitled, minutesFromNow, noticesOf, smsOf } from './notices-support.ts';
import { newOrder, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';

/** 发票已开具 (issue 22): an invoice found issued by its job is one notice, linking 我的发票. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  registerTestKind(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
});

describe('an invoice is issued', () => {
  it('tells the parent once, by SMS and in the app, however often its job runs', async () => {
    const parent = await loginParentFresh(t);
    const order = await newOrder(t, parent.userId, 12_800);
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    await drainAt(t, minutesFromNow(0.1));
    expect((await orderRow(t, order.order_no)).status).toBe('paid');

    const asked = await t.call<InvoiceView>('POST', '/api/opordering/wechatapp/invoice/issue', {
      token: parent.token,
      body: {
        requestKey: randomUUID(),
        orderNumberList: [order.order_no],
        titleType: 'personal',
        name: '王玥',
      },
    });
    expect(asked.body.success, asked.raw).toBe(true);
    const invoiceId = asked.body.data.invoiceId;
    // Asked, not issued yet: nobody is told.
    expect(await noticesOf(t, 'invoice-issued', invoiceId)).toEqual([]);

    await drainAt(t, minutesFromNow(0.1));
    const notices = await noticesOf(t, 'invoice-issued', invoiceId);
    expect(notices).toMatchObject([{ notice_key: `invoice-issued:${invoiceId}`, user_id: parent.userId }]);
    expect(await messagesTitled(t, parent.userId, '发票已开具')).toEqual([
      {
        id: notices[0]?.message_id,
        category: 'payment',
        title: '发票已开具',
        content: '您申请的电子发票（抬头：王玥，金额 128.00 元）已开具，可查看和下载。',
        link: '/pages/newFun/webPages?tab=mine',
      },
    ]);

    // The issue job run again (a process that died after it): the invoice is issued, nothing more.
    const again = await t.ctx.db.kysely
      .updateTable('jobs')
      .set({ status: 'pending', run_at: new Date().toISOString() })
      .where('kind', '=', 'invoice-issue')
      .where('payload', 'like', `%"invoiceId":${invoiceId}%`)
      .executeTakeFirst();
    expect(Number(again.numUpdatedRows)).toBeGreaterThan(0);
    await drainAt(t, minutesFromNow(0.1));
    expect(await noticesOf(t, 'invoice-issued', invoiceId)).toHaveLength(1);
    expect(await messagesTitled(t, parent.userId, '发票已开具')).toHaveLength(1);
    expect(await smsOf(t, parent.mobile, 'invoice-issued')).toEqual([
      '【小芽儿童健康】您申请的电子发票（抬头：王玥，金额128.00元）已开具，可在「发票-我的发票」中查看和下载。',
    ]);
  }, 60_000);
});
