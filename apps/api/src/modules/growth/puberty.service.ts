import { type api, type ParsedBodyOf, TANNER_STAGE_NAMES } from '@sprout/contract';
import { ageOn } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthPubertyAssessmentRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { liveBaby } from '../babies/staff-lookup.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { flagView } from './follow-up-view.ts';
import { refreshFollowUps } from './follow-ups.ts';
import { audit, staffBaby } from './growth-console.service.ts';
import { checkDateFor } from './growth-context.ts';
import type { GrowthBaby } from './growth-views.ts';
import {
  findLivePuberty,
  insertPuberty,
  listVisiblePuberty,
  softDeletePuberty,
} from './puberty.repository.ts';

/**
 * Puberty status as doctors record it (Tanner stage on the day assessed). It decides which threshold of
 * 《矮身材儿童诊治指南》 a child's height velocity is judged by, so every change recomputes the follow-up
 * flags of the child and of every profile sharing its record, in the same transaction. Every read and
 * change is audited (R13).
 */

const pubertyView = (
  baby: Pick<GrowthBaby, 'birthday'>,
  p: GrowthPubertyAssessmentRow,
  staffName: string | null,
) => ({
  pubertyId: p.id,
  date: p.assessed_on,
  ageLabel: ageOn(baby.birthday, p.assessed_on)?.text ?? '',
  tannerStage: p.tanner_stage,
  stageName: TANNER_STAGE_NAMES[p.tanner_stage],
  staffName,
  note: p.note,
  createdAt: p.created_at,
});

export const listChildPuberty = async (ctx: AppContext, p: StaffPrincipal, babyId: number) => {
  const baby = await staffBaby(ctx, babyId);
  const rows = await listVisiblePuberty(ctx.db, baby);
  await audit(ctx.db, p, 'child.growth.puberty.read', baby.id);
  return rows.reverse().map((r) => pubertyView(baby, r, r.staff_name ?? null));
};

export const addPuberty = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleAddPuberty>,
) => {
  const baby = await staffBaby(ctx, input.babyId);
  checkDateFor(baby, input.assessedOn, 'assessedOn');
  const { tannerStage } = input;
  const { row, flags } = await inTransaction(ctx.db, async (trx) => {
    const inserted = await insertPuberty(trx, {
      baby_id: baby.id,
      pid: baby.pid,
      assessed_on: input.assessedOn,
      tanner_stage: tannerStage,
      staff_id: p.staffId,
      note: input.note && input.note.length > 0 ? input.note : null,
      created_at: nowIso(),
    });
    return { row: inserted, flags: await refreshFollowUps(trx, baby, true) };
  });
  await audit(ctx.db, p, 'child.growth.puberty.add', baby.id, { pubertyId: row.id, tannerStage });
  return {
    ...pubertyView(baby, row, p.displayName),
    flags: flags.map((f) => flagView(f, baby.birthday)),
  };
};

/** Staff remove an assessment entered in error, with the reason in the audit trail. */
export const deletePuberty = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleDeletePuberty>,
) => {
  const row = await findLivePuberty(ctx.db, input.pubertyId);
  if (!row) throw notFound('青春期发育记录不存在');
  const baby = await liveBaby(ctx.db, row.baby_id);
  const flags = await inTransaction(ctx.db, async (trx) => {
    if (!(await softDeletePuberty(trx, row.id, p.staffId))) throw notFound('青春期发育记录不存在');
    return baby ? refreshFollowUps(trx, baby, true) : [];
  });
  await audit(ctx.db, p, 'child.growth.puberty.delete', row.baby_id, {
    pubertyId: row.id,
    reason: input.reason,
  });
  return {
    pubertyId: row.id,
    deleted: true as const,
    flags: baby ? flags.map((f) => flagView(f, baby.birthday)) : [],
  };
};
