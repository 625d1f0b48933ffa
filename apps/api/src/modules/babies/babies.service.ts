import type { BabyInput, babyInput } from '@sprout/contract';
import { cmToMm } from '@sprout/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { lockKey, nowIso } from '../../db/dialect.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { cityLabel } from '../regions/regions.service.ts';
import * as repo from './babies.repository.ts';
import { ownedBaby } from './owned-babies.service.ts';
import { toBabyView } from './baby-view.ts';
import { type Db, inTransaction } from '../../db/database.ts';

type ParsedBaby = z.output<typeof babyInput>;
export type { BabyInput };

const NOT_YOURS = '宝宝不存在';

/**
 * Changes to which baby is the default are serialised per parent (PostgreSQL advisory lock; SQLite has
 * one writer anyway); the partial unique index babies_one_default is the guarantee behind it.
 */
const lockOwner = (trx: Db, userId: number) => lockKey(trx, `babies:${userId}`);
/** A family rarely has more; the cap stops a runaway client from filling the table. */
const MAX_BABIES_PER_ACCOUNT = 20;

/** userId in a body is legacy: it must be the caller's own, or the request reads as not found. */
export const assertOwnUserId = (principal: ParentPrincipal, userId: number | undefined) => {
  if (userId !== undefined && userId !== principal.userId) throw notFound(NOT_YOURS);
};

const columnsOf = (input: ParsedBaby) => {
  if (input.babyCity && !cityLabel(input.babyCity)) throw invalidInput({ babyCity: '请选择所在城市' });
  const mm = (cm: number | null | undefined) => (cm === null || cm === undefined ? null : cmToMm(cm));
  return {
    name: input.babyName,
    sex: input.sex,
    birthday: input.birthday,
    city_code: input.babyCity ?? null,
    gestational_weeks: input.gestationalWeeks ?? null,
    dad_height_mm: mm(input.dadHeight),
    mom_height_mm: mm(input.momHeight),
    hope_height_mm: mm(input.hopeHeight),
  };
};

export const listBabies = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  pageNum: number,
  pageSize: number,
) => {
  const { rows, total } = await repo.pageOwnBabies(ctx.db, principal.userId, pageNum, pageSize);
  return { list: rows.map((r) => toBabyView(r)), total, pageNum, pageSize };
};

/** Babies with their clinic record number; membership arrives with the membership module, so none is a member yet. */
export const listMemberBabies = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  pageNum: number,
  pageSize: number,
) => {
  const { rows, total } = await repo.pageOwnBabies(ctx.db, principal.userId, pageNum, pageSize);
  return {
    list: rows.map((r) => ({ ...toBabyView(r), pid: r.pid, isMember: false })),
    total,
    pageNum,
    pageSize,
  };
};

export const getBaby = async (ctx: AppContext, principal: ParentPrincipal, babyId: number) =>
  toBabyView(await ownedBaby(ctx.db, principal, babyId));

/** The first baby becomes the default; a later one only when asked. */
export const addBaby = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  input: ParsedBaby,
  asDefault = false,
) => {
  const columns = columnsOf(input);
  const row = await inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const count = await repo.countOwnBabies(trx, principal.userId);
    if (count >= MAX_BABIES_PER_ACCOUNT)
      throw invalidInput({ babyName: `最多可添加${MAX_BABIES_PER_ACCOUNT}个宝宝` });
    const now = nowIso();
    const created = await repo.insertBaby(trx, {
      ...columns,
      user_id: principal.userId,
      is_default: 0,
      pid: null,
      guardian_consent_at: now,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    if (count === 0 || asDefault)
      return (await repo.makeDefault(trx, principal.userId, created.id)) ?? created;
    return created;
  });
  return toBabyView(row);
};

export const modifyBaby = async (
  ctx: AppContext,
  principal: ParentPrincipal,
  babyId: number,
  input: ParsedBaby,
) => {
  const row = await repo.updateOwnBaby(ctx.db, principal.userId, babyId, columnsOf(input));
  if (!row) throw notFound(NOT_YOURS);
  return toBabyView(row);
};

export const setDefaultBaby = async (ctx: AppContext, principal: ParentPrincipal, babyId: number) => {
  const row = await inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const updated = await repo.makeDefault(trx, principal.userId, babyId);
    if (!updated) throw notFound(NOT_YOURS); // inside the transaction, so nothing is kept
    return updated;
  });
  return toBabyView(row);
};

/** Deleting the default baby makes the oldest remaining one the default. */
export const deleteBaby = async (ctx: AppContext, principal: ParentPrincipal, babyId: number) =>
  inTransaction(ctx.db, async (trx) => {
    await lockOwner(trx, principal.userId);
    const before = await repo.findOwnBaby(trx, principal.userId, babyId);
    if (!before) throw notFound(NOT_YOURS);
    await repo.softDeleteOwnBaby(trx, principal.userId, babyId);
    let defaultBabyId: number | null = null;
    const current = await repo.markedDefaultOwnBaby(trx, principal.userId);
    if (current) defaultBabyId = current.id;
    else {
      const next = await repo.oldestOwnBaby(trx, principal.userId);
      if (next) {
        await repo.makeDefault(trx, principal.userId, next.id);
        defaultBabyId = next.id;
      }
    }
    return { deletedBabyId: babyId, defaultBabyId };
  });

/**
 * An account merged into another (accounts' bindPhone) hands its babies over, in the merge's
 * transaction. The receiving account keeps its own default baby if it has one.
 */
export const moveBabiesToAccount = async (trx: Db, fromUserId: number, intoUserId: number): Promise<void> => {
  const intoHasDefault = await repo.markedDefaultOwnBaby(trx, intoUserId);
  await repo.moveBabies(trx, fromUserId, intoUserId, Boolean(intoHasDefault));
};
