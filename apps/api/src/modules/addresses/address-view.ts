import type { Address } from '@sprout/contract';
import type { AddressRow } from '../../db/schema.ts';

/** A stored address as the app sees it. */
export const toAddressView = (row: AddressRow): Address => ({
  id: row.id,
  userId: row.user_id,
  recipient: row.recipient,
  mobile: row.mobile,
  provinceId: row.province_code,
  provinceName: row.province_name,
  cityId: row.city_code,
  cityName: row.city_name,
  areaId: row.area_code,
  areaName: row.area_name,
  detail: row.detail,
  isDefault: row.is_default === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
