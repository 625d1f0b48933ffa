import { randomUUID } from 'node:crypto';
import type { InvoiceView } from '@sprout/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.ts';
import { requestRefund } from '../src/modules/payments/refunds.service.ts';
import { leaksInRun, loginParentFresh, startTestApp, type TestApp } from './harness.ts';
import { mailEnv, type MailCatcher, startMailCatcher } from './mail-support.ts';
import { drainJobs, newOrder, orderRow, pressCashier, registerTestKind } from './payments-helpers.ts';
import { readPdfText } from './pdf-text.ts';

// Electronic invoices (issue 15) on the embedded provider, with mail caught by a real SMTP server.
let t: TestApp;
let mail: MailCatcher;
let parent: Awaited<ReturnType<typeof loginParentFresh>>;
let other: Awaited<ReturnType<typeof loginParentFresh>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ seed: true, env: mailEnv(mail) });
  registerTestKind(t);
  parent = await loginParentFresh(t);
  other = await loginParentFresh(t);
});
afterAll(async () => {
  expect(leaksInRun()).toEqual([]);
  await t.close();
  await mail.close();
});

const P = '/api/opordering/wechatapp/invoice';
const COMPANY = {
  titleType: 'company',
  name: '杭州小芽科技有限公司',
  taxNumber: '91330100799655058B',
} as const;

const paidOrder = async (userId: number, token: string, amountFen = 12_800) => {
  const order = await newOrder(t, userId, amountFen);
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token,
    query: { orderNo: order.order_no },
  });
  await pressCashier(t, sign.body.data.cashierUrl, 'pay');
  await drainJobs(t);
  return orderRow(t, order.order_no);
};

const issue = (body: Record<string, unknown>, token = parent.token) =>
  t.call<InvoiceView>('POST', `${P}/issue`, { token, body: { requestKey: randomUUID(), ...body } });
const detail = (invoiceId: number, token = parent.token) =>
  t.call<InvoiceView>('GET', `${P}/detail`, { token, query: { invoiceId } });
const waitList = (token = parent.token) =>
  t.call<{ list: { orderNo: string; amountFen: number }[] }>('GET', `${P}/waitList`, { token });

const pdfOf = async (url: string | null) => {
  const res = await t.app.inject({ method: 'GET', url: url ?? '' });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload, body: res.body };
};

describe('issuing an electronic invoice', () => {
  it('lists the paid order, issues a company invoice, mails its PDF with the Chinese title, and serves it to the owner', async () => {
    const order = await paidOrder(parent.userId, parent.token);
    expect((await waitList()).body.data.list).toContainEqual(
      expect.objectContaining({ orderNo: order.order_no, amountFen: 12_800 }),
    );
    const email = `fp-${Date.now()}@example.cn`;
    const answer = await issue({ orderNumberList: [order.order_no], ...COMPANY, email, saveTitle: true });
    expect(answer.body).toMatchObject({
      success: true,
      data: { state: 'issuing', stateText: '开具中', amountFen: 12_800 },
    });
    expect((await waitList()).body.data.list.map((o) => o.orderNo)).not.toContain(order.order_no);

    await drainJobs(t);
    const issued = (await detail(answer.body.data.invoiceId)).body.data;
    expect(issued).toMatchObject({ state: 'issued', stateText: '已开具', buyerTaxNumber: COMPANY.taxNumber });
    expect(issued.providerInvoiceNo).toMatch(/^\d{20}$/);

    const sent = await mail.waitFor(email);
    expect(sent.subject).toContain('电子发票');
    const [attachment] = sent.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await readPdfText(new Uint8Array(attachment?.content ?? []));
    const lines = text.lines.flat().join('\n');
    expect(lines).toContain('电子发票（普通发票）');
    expect(lines).toContain(`名称：${COMPANY.name}`);
    expect(lines).toContain('壹佰贰拾捌元整');
    expect(lines).toContain('*医疗服务*挂号费 林晓岚 儿科');

    const pdf = await pdfOf(issued.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Any change to the link (another invoice, the red copy, another parent) finds nothing.
    const tampered = (issued.pdfUrl ?? '').replace(/l=(\d+)\./, (_m, id: string) => `l=${Number(id) + 1}.`);
    expect((await pdfOf(tampered)).body).toContain('"code":4004');
    expect((await pdfOf((issued.pdfUrl ?? '').replace('.blue.', '.red.'))).body).toContain('"code":4004');

    // The title was saved for next time.
    const titles = await t.call<{ list: { name: string }[] }>('GET', `${P}/titleList`, {
      token: parent.token,
    });
    expect(titles.body.data.list.map((x) => x.name)).toContain(COMPANY.name);
  }, 60_000);

  it('answers a replay with the first invoice, refuses the key with other details, and an order invoiced twice', async () => {
    const order = await paidOrder(parent.userId, parent.token, 5000);
    const body = {
      orderNumberList: [order.order_no],
      titleType: 'personal',
      name: '王玥',
      requestKey: randomUUID(),
    };
    const first = await t.call<InvoiceView>('POST', `${P}/issue`, { token: parent.token, body });
    const replay = await t.call<InvoiceView>('POST', `${P}/issue`, { token: parent.token, body });
    expect(replay.body.data.invoiceId).toBe(first.body.data.invoiceId);
    const reused = await t.call('POST', `${P}/issue`, {
      token: parent.token,
      body: { ...body, name: '李喆' },
    });
    expect(reused.body).toMatchObject({ success: false, code: 4009 });
    const twice = await issue({ orderNumberList: [order.order_no], titleType: 'personal', name: '王玥' });
    expect(twice.body).toMatchObject({ success: false, code: 4009, msg: '所选订单已开具发票，请刷新后重试' });
    // Two new requests for one order at once: one invoice.
    const order2 = await paidOrder(parent.userId, parent.token, 6000);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        issue({ orderNumberList: [order2.order_no], titleType: 'personal', name: '王玥' }),
      ),
    );
    expect(racing.filter((r) => r.body.success)).toHaveLength(1);
    expect(racing.filter((r) => r.body.code === 4009)).toHaveLength(4);
  }, 60_000);

  it('refuses bad input: a wrong tax number, a company without one, a person with one, no orders, an unpaid order', async () => {
    const order = await paidOrder(parent.userId, parent.token, 1000);
    const base = { orderNumberList: [order.order_no], ...COMPANY };
    const wrong = await issue({ ...base, taxNumber: '91330100799655058C' });
    expect(wrong.body).toMatchObject({
      code: 4000,
      data: { fields: { taxNumber: expect.stringContaining('税号有误') } },
    });
    expect((await issue({ ...base, taxNumber: undefined })).body.data).toMatchObject({
      fields: { taxNumber: '企业抬头请填写税号' },
    });
    expect((await issue({ ...base, titleType: 'personal' })).body.data).toMatchObject({
      fields: { taxNumber: '个人抬头无需税号' },
    });
    expect((await issue({ ...base, orderNumberList: [] })).body.code).toBe(4000);
    expect((await issue({ ...base, email: 'not-an-email' })).body.code).toBe(4000);
    const unpaid = await newOrder(t, parent.userId, 1000);
    expect((await issue({ ...base, orderNumberList: [unpaid.order_no] })).body.code).toBe(4009);
  }, 60_000);

  it("treats another family's orders and invoices as absent (R1) and changes nothing", async () => {
    const mine = await paidOrder(parent.userId, parent.token, 2000);
    const invoice = (await issue({ orderNumberList: [mine.order_no], titleType: 'personal', name: '王玥' }))
      .body.data;
    await drainJobs(t);
    const theirs = await issue(
      { orderNumberList: [mine.order_no], titleType: 'personal', name: '偷开' },
      other.token,
    );
    expect(theirs.body).toMatchObject({ success: false, code: 4004 });
    expect((await detail(invoice.invoiceId, other.token)).body.code).toBe(4004);
    const refund = await t.call('POST', `${P}/refund`, {
      token: other.token,
      body: { invoiceId: invoice.invoiceId, reason: '开票有误', requestKey: randomUUID() },
    });
    expect(refund.body.code).toBe(4004);
    const emailed = await t.call('POST', `${P}/email`, {
      token: other.token,
      body: { invoiceInfoIds: [invoice.invoiceId], email: 'x@example.cn' },
    });
    expect(emailed.body.code).toBe(4004);
    const wish = await t.call('POST', `${P}/wish`, {
      token: other.token,
      body: { orderNo: mine.order_no, titleType: 'personal', name: '偷开' },
    });
    expect(wish.body.code).toBe(4004);
    expect((await detail(invoice.invoiceId)).body.data).toMatchObject({
      state: 'issued',
      reversalReason: null,
    });
    expect((await waitList(other.token)).body.data.list).toEqual([]);
  }, 60_000);
});

describe('red-letter reversal', () => {
  it('reverses the invoice when its order is refunded, mails the red copy, and frees what is left paid', async () => {
    const order = await paidOrder(parent.userId, parent.token, 10_000);
    const email = `red-${Date.now()}@example.cn`;
    const invoice = (
      await issue({ orderNumberList: [order.order_no], titleType: 'personal', name: '张堃', email })
    ).body.data;
    await drainJobs(t);
    await inTransaction(t.ctx.db, (trx) => requestRefund(trx, order, 4000, '退检验费'));
    await drainJobs(t);
    await drainJobs(t);
    const reversed = (await detail(invoice.invoiceId)).body.data;
    expect(reversed).toMatchObject({ state: 'reversed', stateText: '已红冲', reversalReason: '订单退款' });
    const red = await pdfOf(reversed.redPdfUrl);
    const text = (await readPdfText(new Uint8Array(red.bytes))).lines.flat().join('\n');
    expect(text).toContain('电子发票（普通发票）（红字）');
    expect(text).toContain(`被红冲蓝字发票号码 ${reversed.providerInvoiceNo}`);
    expect(text).toContain('（负数）壹佰元整');
    // The partial refund leaves 60.00 paid: back on the wait list for a new invoice.
    expect((await waitList()).body.data.list).toContainEqual(
      expect.objectContaining({ orderNo: order.order_no, amountFen: 6000 }),
    );
    await mail.waitFor(email);
    const redMail = mail.received.filter((m) => m.subject?.includes('红字发票'));
    expect(redMail.length).toBeGreaterThan(0);
  }, 60_000);

  it('reverses on request once (a replay answers the same), and refuses a second reversal', async () => {
    const order = await paidOrder(parent.userId, parent.token, 3000);
    const invoice = (await issue({ orderNumberList: [order.order_no], titleType: 'personal', name: '陈彧' }))
      .body.data;
    const early = { invoiceId: invoice.invoiceId, reason: '抬头写错', requestKey: randomUUID() };
    expect((await t.call('POST', `${P}/refund`, { token: parent.token, body: early })).body.code).toBe(4009);
    await drainJobs(t);
    const body = { invoiceId: invoice.invoiceId, reason: '抬头写错', requestKey: randomUUID() };
    const first = await t.call<InvoiceView>('POST', `${P}/refund`, { token: parent.token, body });
    expect(first.body.data.stateText).toBe('红冲中');
    const replay = await t.call<InvoiceView>('POST', `${P}/refund`, { token: parent.token, body });
    expect(replay.body.data).toEqual(first.body.data);
    const again = await t.call('POST', `${P}/refund`, {
      token: parent.token,
      body: { ...body, requestKey: randomUUID() },
    });
    expect(again.body.code).toBe(4009);
    await drainJobs(t);
    expect((await detail(invoice.invoiceId)).body.data.state).toBe('reversed');
    expect((await waitList()).body.data.list.map((o) => o.orderNo)).toContain(order.order_no);
  }, 60_000);
});

describe('the invoice asked for at checkout', () => {
  it('is issued with the payment and mailed, without the parent coming back', async () => {
    const order = await newOrder(t, parent.userId, 8800);
    const email = `wish-${Date.now()}@example.cn`;
    const wish = await t.call('POST', `${P}/wish`, {
      token: parent.token,
      body: { orderNo: order.order_no, ...COMPANY, email },
    });
    expect(wish.body.data).toEqual({ orderNo: order.order_no, invoiceId: null });
    const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
      token: parent.token,
      query: { orderNo: order.order_no },
    });
    await pressCashier(t, sign.body.data.cashierUrl, 'pay');
    // The notify job pays the order; the invoice's issue job is queued in the same transaction, due at once.
    await drainJobs(t, new Date(Date.now() + 1_000));
    const list = await t.call<{ list: InvoiceView[] }>('GET', `${P}/list`, { token: parent.token });
    expect(list.body.data.list.find((i) => i.orders.some((o) => o.orderNo === order.order_no))).toMatchObject(
      {
        state: 'issued',
        buyerName: COMPANY.name,
        amountFen: 8800,
      },
    );
    await drainJobs(t); // the mail job, queued when the invoice was issued
    const sent = await mail.waitFor(email);
    expect(sent.attachments).toHaveLength(1);
  }, 60_000);
});

describe('a provider outage', () => {
  it('retries the issue job while the provider is down, fails the invoice after six tries, and a manager’s retry issues it', async () => {
    const provider = t.ctx.invoices;
    const realIssue = provider.issue;
    let calls = 0;
    provider.issue = async (request) => {
      calls += 1;
      if (calls === 1) throw new Error('connect ECONNREFUSED 10.0.0.9:443');
      return realIssue(request);
    };
    try {
      // Down once: the job retries (later, with a growing delay) and the invoice is issued.
      const order = await paidOrder(parent.userId, parent.token, 2600);
      const first = (await issue({ orderNumberList: [order.order_no], titleType: 'personal', name: '王玥' }))
        .body.data;
      await t.runJobs(new Date(Date.now() + 1_000));
      expect((await detail(first.invoiceId)).body.data.state).toBe('issuing');
      await drainJobs(t, new Date(Date.now() + 3_600_000));
      expect((await detail(first.invoiceId)).body.data.state).toBe('issued');
      expect(calls).toBe(2);

      // Down for good: after the sixth try the invoice is 开具失败 with the reason, not left issuing.
      provider.issue = async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.9:443');
      };
      const order2 = await paidOrder(parent.userId, parent.token, 2700);
      const second = (
        await issue({ orderNumberList: [order2.order_no], titleType: 'personal', name: '王玥' })
      ).body.data;
      await drainJobs(t, new Date(Date.now() + 7 * 86_400_000));
      const failed = (await detail(second.invoiceId)).body.data;
      expect(failed).toMatchObject({ state: 'failed', stateText: '开具失败' });
      expect(failed.failureReason).toContain('开票服务暂不可用');
      // Still covering its order: the parent cannot open a second one while staff look at it.
      expect((await waitList()).body.data.list.map((o) => o.orderNo)).not.toContain(order2.order_no);
    } finally {
      provider.issue = realIssue;
    }
    const failedId = (
      await t.call<{ list: { invoiceId: number }[] }>('GET', '/api/console/invoices/queue', {
        token: await t.loginStaff('manager', 'Sprout-manager-2026'),
        query: { state: 'failed' },
      })
    ).body.data.list[0]?.invoiceId;
    expect(failedId).toBeGreaterThan(0);
    const manager = await t.loginStaff('manager', 'Sprout-manager-2026');
    const retried = await t.call('POST', '/api/console/invoices/retry', {
      token: manager,
      body: { invoiceId: failedId },
    });
    expect(retried.body).toMatchObject({ success: true, data: { state: 'issuing' } });
    const again = await t.call('POST', '/api/console/invoices/retry', {
      token: manager,
      body: { invoiceId: failedId },
    });
    expect(again.body.code).toBe(4009);
    await drainJobs(t);
    expect((await detail(failedId ?? 0)).body.data.state).toBe('issued');
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'invoice.retry')
      .where('subject_id', '=', String(failedId))
      .execute();
    expect(audit).toHaveLength(1);
  }, 90_000);
});

describe('saved titles', () => {
  it('saves, lists, edits and deletes; another parent cannot touch them', async () => {
    const saved = await t.call<{ id: number }>('POST', `${P}/titleSave`, {
      token: parent.token,
      body: { titleType: 'personal', name: '李喆' },
    });
    const id = saved.body.data.id;
    const edited = await t.call('POST', `${P}/titleSave`, {
      token: other.token,
      body: { id, titleType: 'personal', name: '改名' },
    });
    expect(edited.body.code).toBe(4004);
    expect((await t.call('GET', `${P}/titleDel`, { token: other.token, query: { id } })).body.code).toBe(
      4004,
    );
    expect((await t.call('GET', `${P}/titleDel`, { token: parent.token, query: { id } })).body.data).toEqual({
      deletedId: id,
    });
  });
});
