import { ADDRESS_RULES } from '@sprout/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { idField, mobileField } from './fields.ts';

const P = '/online/usercenter';

const MAX_ADDRESSES = ADDRESS_RULES.maxPerParent;

/** Letters a courier's label cannot print: control characters, line breaks and the like. */
const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

const recipientField = z
  .string({ error: '请输入收货人姓名' })
  .trim()
  .min(1, '请输入收货人姓名')
  .max(ADDRESS_RULES.recipientMax, `收货人姓名最多${ADDRESS_RULES.recipientMax}个字`)
  .regex(PRINTABLE, '收货人姓名含有无法识别的字符');
const detailField = z
  .string({ error: '请填写详细地址' })
  .trim()
  .min(ADDRESS_RULES.detailMin, '请填写详细地址（街道、门牌号）')
  .max(ADDRESS_RULES.detailMax, `详细地址最多${ADDRESS_RULES.detailMax}个字`)
  .regex(PRINTABLE, '详细地址含有无法识别的字符');
const provinceField = z.string({ error: '请选择所在地区' }).regex(/^\d{2}$/, '请选择所在地区');
// A prefecture-level city has a 4-digit code; a county-level city under the province (仙桃市) a 6-digit one.
const cityField = z.string({ error: '请选择所在城市' }).regex(/^\d{4}(\d{2})?$/, '请选择所在城市');
const areaField = z.string({ error: '请选择所在区县' }).regex(/^\d{6}$/, '请选择所在区县');

/** What a parent fills in for a delivery address; the names come from the division data, never from here. */
export const addressFields = {
  recipient: recipientField,
  mobile: mobileField,
  provinceId: provinceField,
  cityId: cityField,
  /** Null for a city with no district level (仙桃市, 东莞市). */
  areaId: areaField.nullable(),
  detail: detailField,
  isDefault: z.boolean({ error: '默认地址应为是或否' }).optional(),
};
export const addressInput = z.strictObject(addressFields);
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  recipient: z.string(),
  mobile: z.string(),
  provinceId: z.string(),
  provinceName: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  detail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof address>;

/** userId may travel as the legacy client sent it; it must then be the caller's own. */
const ownerField = { userId: idField.optional() };

export const addresses = {
  userAddrList: endpoint({
    method: 'GET',
    path: `${P}/userAddrList`,
    tag: 'addresses',
    access: 'parent',
    summary: `收货地址列表（默认地址在前，其余按最近修改；每人最多${MAX_ADDRESSES}个）`,
    query: pageQuery.extend(ownerField).strict(),
    response: pageOf(address),
  }),
  addrSaveOrUpdate: endpoint({
    method: 'POST',
    path: `${P}/addrSaveOrUpdate`,
    tag: 'addresses',
    access: 'parent',
    summary: '新增（无 id）或修改收货地址；第一个地址自动设为默认；省市区按行政区划校验',
    body: z.strictObject({ ...addressFields, ...ownerField, id: idField.optional() }),
    response: address,
  }),
  addrSetDefault: endpoint({
    method: 'GET',
    path: `${P}/addrSetDefault`,
    tag: 'addresses',
    access: 'parent',
    summary: '设为默认收货地址（原默认地址同时取消）',
    query: z.strictObject({ ...ownerField, id: idField }),
    response: address,
  }),
  addrDel: endpoint({
    method: 'GET',
    path: `${P}/addrDel`,
    tag: 'addresses',
    access: 'parent',
    summary: '删除收货地址（删除默认地址时，最近修改的另一个地址成为默认）',
    query: z.strictObject({ ...ownerField, id: idField }),
    response: z.object({ deletedId: z.number().int(), defaultId: z.number().int().nullable() }),
  }),
} as const;
