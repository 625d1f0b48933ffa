import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { InvoiceRequest } from './invoice-provider.ts';
import { nuonuoSignature, signNuonuoRequest } from './nuonuo-client.ts';
import { createNuonuoInvoices, ISSUE_METHOD, QUERY_METHOD } from './nuonuo-invoices.ts';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

const credentials = {
  gateway: 'https://sdk.nuonuo.com/open/v1/services',
  appKey: 'SD63236305',
  appSecret: 'SDDED2523BED4643',
  accessToken: 'token-1',
  userTax: '339902999999789113',
};

const request: InvoiceRequest = {
  requestNo: 'FP202611260930001234',
  buyer: { titleType: 'company', name: '杭州小芽科技有限公司', taxNumber: '91330100799655058B', email: null },
  lines: [
    { name: '儿科专家门诊挂号', amountFen: 5000 },
    { name: '图文问诊', amountFen: 3950 },
  ],
  amountFen: 8950,
  orderedAt: new Date('2026-11-26T01:30:00Z'),
};

/** The order a requestBillingNew body carries. */
const billingBody = z.object({
  order: z.looseObject({ invoiceDetail: z.array(z.record(z.string(), z.string())) }),
});
const orderSent = (sent: Sent[]) => billingBody.parse(sent[0]?.body).order;

interface Sent {
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  rawBody: string;
}

/** Answers each Nuonuo method with the JSON given, and the PDF link with PDF bytes; keeps what was sent. */
const nuonuoServer = (answers: Record<string, unknown>) => {
  const sent: Sent[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('.pdf')) return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
    const headers = Object.fromEntries(Object.entries(init?.headers ?? {}));
    const rawBody = String(init?.body);
    sent.push({ url, headers, body: JSON.parse(rawBody), rawBody });
    return new Response(JSON.stringify(answers[headers.method ?? ''] ?? { code: 'E9999', describe: '?' }));
  }) as typeof fetch;
  return { sent, fetchStub };
};

const settings = (fetchStub: typeof fetch) => ({
  ...credentials,
  fetch: fetchStub,
  seller: { name: '小芽儿童健康门诊', taxNumber: '339902999999789113' },
  clerk: '张三',
  goodsCode: '3070202000000000000',
  invoiceLine: 'pc',
});

describe('Nuonuo request signing (开放平台加密参考)', () => {
  it('signs a=services&l=v1&p=open&k&i&n&t&f with HMAC-SHA1 under the app secret, Base64', () => {
    const body = '{"isOfferInvoiceDetail":"1","orderNos":[],"serialNos":["20160108165823395151"]}';
    // Computed separately: printf '%s' '<string>' | openssl dgst -sha1 -hmac SDDED2523BED4643 -binary | base64
    expect(
      nuonuoSignature(credentials, '71fad242e0a2439fad1f7262a6c0062c', '10687097', '1626858160', body),
    ).toBe('aqQWbkM+E8vsGhnlB1khK66EBtQ=');
  });

  it('puts senid, nonce, timestamp and appkey in the URL and the method, token and signature in headers', () => {
    const req = signNuonuoRequest(credentials, QUERY_METHOD, { serialNos: ['1'] }, new Date(1626858160_000));
    const url = new URL(req.url);
    expect(url.origin + url.pathname).toBe(credentials.gateway);
    expect(url.searchParams.get('senid')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[1-9]\d{7}$/);
    expect(url.searchParams.get('timestamp')).toBe('1626858160');
    expect(url.searchParams.get('appkey')).toBe('SD63236305');
    expect(req.headers).toMatchObject({
      method: QUERY_METHOD,
      accessToken: 'token-1',
      userTax: credentials.userTax,
    });
    expect(req.headers['X-Nuonuo-Sign']).toBe(
      nuonuoSignature(
        credentials,
        url.searchParams.get('senid') ?? '',
        url.searchParams.get('nonce') ?? '',
        '1626858160',
        req.body,
      ),
    );
  });
});

describe('Nuonuo invoice provider', () => {
  it('submits a blue invoice as requestBillingNew and reads the published answer as issuing with its serial', async () => {
    const { sent, fetchStub } = nuonuoServer({ [ISSUE_METHOD]: fixture('nuonuo-billing-response.json') });
    const outcome = await createNuonuoInvoices(settings(fetchStub)).issue(request);
    expect(outcome).toEqual({ state: 'issuing', serial: '20160108165823395151' });
    const order = orderSent(sent);
    expect(order).toMatchObject({
      buyerName: '杭州小芽科技有限公司',
      buyerTaxNum: '91330100799655058B',
      salerTaxNum: '339902999999789113',
      orderNo: 'FP202611260930001234',
      invoiceDate: '2026-11-26 09:30:00',
      clerk: '张三',
      pushMode: '-1',
      invoiceType: '1',
      invoiceLine: 'pc',
    });
    // Every field of our detail lines is a field of the published example, in its string format.
    const published = z.record(z.string(), z.string()).parse(fixture('nuonuo-billing-request-detail.json'));
    for (const line of order.invoiceDetail)
      for (const [key, value] of Object.entries(line)) {
        expect(Object.keys(published)).toContain(key);
        expect(typeof value).toBe('string');
      }
    expect(order.invoiceDetail[1]).toMatchObject({
      goodsName: '图文问诊',
      num: '1',
      price: '39.50',
      taxIncludedAmount: '39.50',
      taxExcludedAmount: '39.50',
      tax: '0.00',
      taxRate: '0',
      favouredPolicyFlag: '03',
    });
  });

  it('sends a red-letter invoice with invoiceType 2, the blue number, the reason and negative amounts', async () => {
    const { sent, fetchStub } = nuonuoServer({ [ISSUE_METHOD]: fixture('nuonuo-billing-response.json') });
    await createNuonuoInvoices(settings(fetchStub)).reverse({
      ...request,
      requestNo: 'FH202611260930001234',
      blueInvoiceNumber: '26332000000000001234',
      reason: '订单已退款',
      redReason: 'refund',
    });
    const order = orderSent(sent);
    expect(order).toMatchObject({ invoiceType: '2', invoiceNum: '26332000000000001234', redReason: '1' });
    expect(order.invoiceDetail[0]).toMatchObject({ num: '-1', taxIncludedAmount: '-50.00', price: '50.00' });
  });

  it('reads the published query answer: status 2 is issued, with the number and the PDF fetched from pdfUrl', async () => {
    const { sent, fetchStub } = nuonuoServer({ [QUERY_METHOD]: fixture('nuonuo-query-response.json') });
    const outcome = await createNuonuoInvoices(settings(fetchStub)).check(
      '1001000011161',
      '19010211130401000006',
    );
    expect(sent[0]?.body).toEqual({ serialNos: ['19010211130401000006'], isOfferInvoiceDetail: '0' });
    expect(outcome).toMatchObject({
      state: 'issued',
      serial: '19010211130401000006',
      invoiceNumber: '18757776',
      issuedAt: new Date(1546398919000).toISOString(),
    });
    expect(outcome.state === 'issued' && [...outcome.pdf.slice(0, 4)]).toEqual([0x25, 0x50, 0x44, 0x46]);
  });

  it('keeps asking while Nuonuo is issuing, and fails with its cause on 22', async () => {
    const answer = z
      .looseObject({ result: z.array(z.record(z.string(), z.unknown())) })
      .parse(fixture('nuonuo-query-response.json'));
    const at = (status: string, failCause = '') => ({
      ...answer,
      result: [{ ...answer.result[0], status, failCause }],
    });
    let provider = createNuonuoInvoices(settings(nuonuoServer({ [QUERY_METHOD]: at('20') }).fetchStub));
    expect(await provider.check('1001000011161', null)).toEqual({
      state: 'issuing',
      serial: '19010211130401000006',
    });
    provider = createNuonuoInvoices(
      settings(nuonuoServer({ [QUERY_METHOD]: at('22', '购方税号有误') }).fetchStub),
    );
    expect(await provider.check('1001000011161', null)).toMatchObject({
      state: 'failed',
      reason: '购方税号有误',
    });
  });

  it('answers a duplicate order number (E9106, a retry after a lost answer) by asking for that order', async () => {
    const { sent, fetchStub } = nuonuoServer({
      [ISSUE_METHOD]: { code: 'E9106', describe: '订单编号或流水号不能重复' },
      [QUERY_METHOD]: fixture('nuonuo-query-response.json'),
    });
    const outcome = await createNuonuoInvoices(settings(fetchStub)).issue({
      ...request,
      requestNo: '1001000011161',
    });
    expect(sent[1]?.body).toEqual({ orderNos: ['1001000011161'], isOfferInvoiceDetail: '0' });
    expect(outcome.state).toBe('issued');
  });

  it('fails an invoice Nuonuo refuses for its content, and throws on a network failure so the job retries', async () => {
    let provider = createNuonuoInvoices(
      settings(
        nuonuoServer({ [ISSUE_METHOD]: { code: 'E9118', describe: '红票购方税号与蓝票购方税号不符' } })
          .fetchStub,
      ),
    );
    expect(await provider.issue(request)).toMatchObject({
      state: 'failed',
      reason: expect.stringContaining('E9118'),
    });
    provider = createNuonuoInvoices(
      settings((async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch),
    );
    await expect(provider.issue(request)).rejects.toThrow('fetch failed');
  });
});
