import type { TestApp } from './harness.ts';
import type { OwnershipRow } from './ownership-row.ts';

/**
 * R1 rows for the delivery-address calls, for ownership.int.test.ts: two addresses of A's made through
 * the API (the first is the default, so B setting the second default would visibly change A's data).
 */
export interface AddressIds {
  defaultId: number;
  otherId: number;
}

export type AddressRow = OwnershipRow<AddressIds>;

const U = '/online/usercenter';
const aAddress = {
  recipient: 'A的收件人',
  mobile: '13800138000',
  provinceId: '44',
  cityId: '4403',
  areaId: '440305',
  detail: 'A的详细地址',
};

export const prepareAddressIds = async (t: TestApp, parentA: { token: string }): Promise<AddressIds> => {
  const add = async (detail: string) => {
    const res = await t.call<{ id: number }>('POST', `${U}/addrSaveOrUpdate`, {
      token: parentA.token,
      body: { ...aAddress, detail },
    });
    if (!res.body.success) throw new Error(`addrSaveOrUpdate: ${res.raw}`);
    return res.body.data.id;
  };
  return { defaultId: await add('A的家'), otherId: await add('A的公司') };
};

/** In this order A's own calls all succeed: edit, make default, then delete. */
export const addressRows: AddressRow[] = [
  {
    key: `POST ${U}/addrSaveOrUpdate`,
    input: (a) => ({ body: { ...aAddress, id: a.otherId, detail: 'A的新地址' } }),
  },
  { key: `GET ${U}/addrSetDefault`, input: (a) => ({ query: { id: a.otherId } }) },
  { key: `GET ${U}/addrDel`, input: (a) => ({ query: { id: a.defaultId } }) },
];

/** Every address row, for the before/after comparison. */
export const addressState = (t: TestApp) =>
  t.ctx.db.kysely.selectFrom('addresses').selectAll().orderBy('id').execute();
