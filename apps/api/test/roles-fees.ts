import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness.ts';
import { billByHand, family, payInSandbox, saveItems, startPay } from './fees-support.ts';
import type { RoleRow } from './ownership-row.ts';

/**
 * R7 rows for the clinic-fee console calls, for roles.int.test.ts: a child with a record and bills made
 * in beforeAll (one to void, one to write off, one paid online to refund) and a client to revoke, so a
 * call that slipped through would visibly change them, and the admin's own calls succeed.
 */
export const fees = { pid: '', voidId: 0, writeOffId: 0, orderNo: '', clientId: 0 };

export const prepareFeeRows = async (t: TestApp, manager: string, admin: string) => {
  await saveItems(t, manager);
  const f = await family(t, '角色缴费宝');
  fees.pid = f.pid;
  fees.voidId = (await billByHand(t, manager, f.pid)).billId;
  fees.writeOffId = (await billByHand(t, manager, f.pid)).billId;
  const paid = await billByHand(t, manager, f.pid);
  const started = await startPay(t, f.token, [paid.billId]);
  fees.orderNo = started.body.data.orderNo;
  await payInSandbox(t, f.token, fees.orderNo);
  const client = await t.call<{ id: number }>('POST', '/api/console/fees/clients/issue', {
    token: admin,
    body: { name: '角色测试HIS', scopes: ['bills:write'] },
  });
  fees.clientId = client.body.data.id;
};

const F = '/api/console/fees';
export const feeRows = (): RoleRow[] => [
  { key: `GET ${F}/items`, query: {} },
  {
    key: `POST ${F}/items/save`,
    body: { code: 'ROLE-NEW', name: '入侵项目', category: 'other', unitPriceFen: 1, enabled: true },
  },
  { key: `GET ${F}/patients`, query: { pid: fees.pid } },
  { key: `GET ${F}/bills`, query: { pageNum: 1, pageSize: 10 } },
  {
    key: `POST ${F}/bills/create`,
    body: { requestKey: randomUUID(), pid: fees.pid, lines: [{ itemCode: 'EX-BLOOD', quantity: 1 }] },
  },
  { key: `POST ${F}/bills/void`, body: { billId: fees.voidId, reason: '入侵作废' } },
  {
    key: `POST ${F}/bills/writeOff`,
    body: { billId: fees.writeOffId, method: 'cash', requestKey: 'roles-fee-writeoff' },
  },
  {
    key: `POST ${F}/orders/refund`,
    body: { orderNo: fees.orderNo, reason: '入侵退费', requestKey: 'roles-fee-refund' },
  },
  { key: `GET ${F}/clients` },
  { key: `POST ${F}/clients/issue`, body: { name: '入侵客户端', scopes: ['bills:write'] } },
  { key: `POST ${F}/clients/revoke`, body: { id: fees.clientId, reason: '入侵吊销' } },
];

/** The fee rows a console call could change. */
export const feeState = async (t: TestApp) => ({
  bills: await t.ctx.db.kysely.selectFrom('bills').selectAll().orderBy('id').execute(),
  items: await t.ctx.db.kysely.selectFrom('fee_items').selectAll().orderBy('id').execute(),
  clients: await t.ctx.db.kysely.selectFrom('api_clients').selectAll().orderBy('id').execute(),
  refunds: await t.ctx.db.kysely.selectFrom('refunds').select('id').execute(),
});
