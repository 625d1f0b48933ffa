import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness.ts';
import { drainJobs, newOrder, pressCashier, registerTestKind } from './payments-helpers.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for consumption records and invoices, for ownership.int.test.ts: A's paid order with an
 * issued invoice, an unpaid order (the checkout wish), and two saved titles.
 */
export interface InvoiceIds {
  paidOrderNo: string;
  unpaidOrderNo: string;
  invoiceId: number;
  titleId: number;
  otherTitleId: number;
}

export type InvoiceRow = OwnershipRow<InvoiceIds>;

const P = '/api/opordering/wechatapp/invoice';

const must = <T>(res: { body: { success: boolean; data: T }; raw: string }, what: string): T => {
  if (!res.body.success) throw new Error(`${what}: ${res.raw}`);
  return res.body.data;
};

export const prepareInvoiceIds = async (
  t: TestApp,
  a: { token: string; userId: number },
): Promise<InvoiceIds> => {
  registerTestKind(t);
  const paid = await newOrder(t, a.userId, 4200);
  const sign = await t.call<{ cashierUrl: string }>('GET', '/api/pay/v1/pay_sign_wx', {
    token: a.token,
    query: { orderNo: paid.order_no },
  });
  await pressCashier(t, must(sign, 'pay_sign_wx').cashierUrl, 'pay');
  await drainJobs(t);
  const invoice = must(
    await t.call<{ invoiceId: number }>('POST', `${P}/issue`, {
      token: a.token,
      body: {
        orderNumberList: [paid.order_no],
        titleType: 'personal',
        name: 'A的发票抬头',
        requestKey: randomUUID(),
      },
    }),
    'issue',
  );
  await drainJobs(t);
  const title = (name: string) =>
    t.call<{ id: number }>('POST', `${P}/titleSave`, {
      token: a.token,
      body: { titleType: 'personal', name },
    });
  return {
    paidOrderNo: paid.order_no,
    unpaidOrderNo: (await newOrder(t, a.userId, 1000)).order_no,
    invoiceId: invoice.invoiceId,
    titleId: must(await title('A的常用抬头'), 'titleSave').id,
    otherTitleId: must(await title('A的另一个抬头'), 'titleSave').id,
  };
};

/** In this order A's own calls all succeed (the reversal last: it needs the invoice as issued). */
export const invoiceRows: InvoiceRow[] = [
  {
    key: 'GET /api/opordering/wechatapp/consume/consumeDetail',
    input: (a) => ({ query: { orderNo: a.paidOrderNo } }),
  },
  { key: `GET ${P}/detail`, input: (a) => ({ query: { invoiceId: a.invoiceId } }) },
  {
    key: `POST ${P}/titleSave`,
    input: (a) => ({ body: { id: a.titleId, titleType: 'personal', name: '改过的抬头' } }),
  },
  { key: `GET ${P}/titleDel`, input: (a) => ({ query: { id: a.otherTitleId } }) },
  {
    key: `POST ${P}/wish`,
    input: (a) => ({ body: { orderNo: a.unpaidOrderNo, titleType: 'personal', name: '想开票' } }),
  },
  {
    key: `POST ${P}/email`,
    input: (a) => ({ body: { invoiceInfoIds: [a.invoiceId], email: 'a-parent@example.com' } }),
  },
  {
    key: `POST ${P}/refund`,
    input: (a) => ({ body: { invoiceId: a.invoiceId, reason: '抬头写错', requestKey: randomUUID() } }),
  },
];

/** Every invoice, title and wish row, for the before/after comparison. */
export const invoiceState = async (t: TestApp) => ({
  invoices: await t.ctx.db.kysely.selectFrom('invoices').selectAll().orderBy('id').execute(),
  titles: await t.ctx.db.kysely.selectFrom('invoice_titles').selectAll().orderBy('id').execute(),
  wishes: await t.ctx.db.kysely.selectFrom('invoice_wishes').selectAll().orderBy('order_id').execute(),
});
