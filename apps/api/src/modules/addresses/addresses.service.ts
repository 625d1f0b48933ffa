import type { addressInput } from '@sprout/contract';
import { ADDRESS_RULES } from '@sprout/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { lockKey, nowIso } from '../../db/dialect.ts';
import { conflict, invalidInput, notFound } from '../../http/app-error.ts';
import { namesOfDivisions } from '../regions/regions.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { toAddressView } from './address-view.ts';
import * as repo from './addresses.repository.ts';

type ParsedAddress = z.output<typeof addressInput>;

const NOT_YOURS = '收货地址不存在';
export const TOO_MANY_ADDRESSES = `最多可保存${ADDRESS_RULES.maxPerParent}个收货地址，请删除不用的地址后再添加`;

/**
 * Every change of a parent's addresses is serialised per parent (PostgreSQL advisory lock; SQLite has
 * one writer anyway), so two set-default calls at once end with one default and the 20-address count
 * cannot be raced; the partial unique index addresses_one_default is the guarantee behind it.
 */
const lockOwner = (trx: Db, userId: number) => lockKey(trx, `addresses:${userId}`);

/** userId in a request is legacy: it must be the caller's own, or the request reads as not found. */
export const assertOwnUserId = (principal: ParentPrincipal, userId: number | undefined) => {
  if (userId !== undefined && userId !== principal.userId) throw notFound(NOT_YOURS);
};

/** The columns of an address, its division names read from the division data (never from the client). */
const columnsOf = (input: ParsedAddress) => {
  const checked = namesOfDivisions(input);
  if ('field' in checked) throw invalidInput({ [checked.field]: checked.message });
  return {
    recipient: input.recipient,
    mobile: input.mobile,
    province_code: input.provinceId,
    province_name: checked.names.provinceName,
    city_code: input.cityId,
    city_name: checked.names.cityName,
    area_code: input.areaId,
    area_name: checked.names.areaName,
    detail: input.detail,
  };
};

export const listAddresses = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  pageNum: number,
  pageSize: number,
) => {
  const { rows, total } = await repo.pageOwnAddresses(ctx.db, principal.userId, pageNum, pageSize);
  return { list: rows.map(toAddressView), total, pageNum, pageSize };
};

/** A new address; the first one becomes the default, a later one when asked. */
export const addAddress = async (ctx: AppContext, principal: ParentPrincipal, input: ParsedAddress) => {
  const columns = columnsOf(input);
  const row = await inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const count = await repo.countOwnAddresses(trx, principal.userId);
    if (count >= ADDRESS_RULES.maxPerParent) throw conflict(TOO_MANY_ADDRESSES);
    const now = nowIso();
    const created = await repo.insertAddress(trx, {
      ...columns,
      user_id: principal.userId,
      is_default: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    if (count === 0 || input.isDefault)
      return (await repo.makeDefault(trx, principal.userId, created.id)) ?? created;
    return created;
  });
  return toAddressView(row);
};

/**
 * Edits one of the parent's addresses. `isDefault: true` makes it the default; `false` on the default
 * keeps it so (a parent always has exactly one default while any address is live: another one is made
 * the default instead).
 */
export const modifyAddress = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  id: number,
  input: ParsedAddress,
) => {
  const columns = columnsOf(input);
  const row = await inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const updated = await repo.updateOwnAddress(trx, principal.userId, id, columns);
    if (!updated) throw notFound(NOT_YOURS);
    if (input.isDefault && updated.is_default === 0)
      return (await repo.makeDefault(trx, principal.userId, id)) ?? updated;
    return updated;
  });
  return toAddressView(row);
};

export const setDefaultAddress = async (ctx: AppContext, principal: ParentPrincipal, id: number) => {
  const row = await inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const updated = await repo.makeDefault(trx, principal.userId, id);
    if (!updated) throw notFound(NOT_YOURS); // inside the transaction, so nothing is kept
    return updated;
  });
  return toAddressView(row);
};

/** Deleting the default makes the most recently saved other address the default. */
export const deleteAddress = async (ctx: AppContext, principal: ParentPrincipal, id: number) =>
  inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const before = await repo.findOwnAddress(trx, principal.userId, id);
    if (!before) throw notFound(NOT_YOURS);
    await repo.softDeleteOwnAddress(trx, principal.userId, id);
    const current = await repo.markedDefaultOwnAddress(trx, principal.userId);
    if (current) return { deletedId: id, defaultId: current.id };
    const heir = await repo.latestOwnAddress(trx, principal.userId);
    if (heir) await repo.makeDefault(trx, principal.userId, heir.id);
    return { deletedId: id, defaultId: heir?.id ?? null };
  });

/** One of the parent's live addresses, for a module that ships to it (the points mall), or 4004. */
export const ownedAddress = async (db: Db, principal: Pick<ParentPrincipal, 'userId'>, id: number) => {
  const row = await repo.findOwnAddress(db, principal.userId, id);
  if (!row) throw notFound(NOT_YOURS);
  return toAddressView(row);
};

/**
 * An account merged into another (accounts' bindPhone) hands its addresses over, in the merge's
 * transaction. The receiving account keeps its own default address if it has one.
 */
export const moveAddressesToAccount = async (
  trx: Db,
  fromUserId: number,
  intoUserId: number,
): Promise<void> => {
  const intoHasDefault = await repo.markedDefaultOwnAddress(trx, intoUserId);
  await repo.moveAddresses(trx, fromUserId, intoUserId, Boolean(intoHasDefault));
};
