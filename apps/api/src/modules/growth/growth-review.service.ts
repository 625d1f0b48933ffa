import type { api, ParsedBodyOf } from '@sprout/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { liveBaby } from '../babies/staff-lookup.service.ts';
import { clinicGrowthReference } from '../clinic/growth-reference.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { flagView } from './follow-up-view.ts';
import { refreshFollowUps } from './follow-ups.ts';
import { audit, consoleMeasurement } from './growth-console.service.ts';
import {
  confirmPendingMeasurement,
  findLiveMeasurement,
  findLiveMeasurementWithNames,
  softDeletePendingMeasurement,
} from './growth.repository.ts';

/**
 * Staff review of measurements waiting as 待核对 (beyond WHO's implausible-value limits, saved with a
 * parent's 确认无误; measurement-review.ts): confirm it, and from then on it counts, marked with who
 * confirmed it; or remove it, a soft delete with the reason in the audit trail, as deleting a clinic
 * measurement is. Each is one conditional update (a second call, or one racing the parent's own delete,
 * finds nothing left to do: 4004), its follow-up flags recomputed and its audit row written in the same
 * transaction (R13).
 */

const NOT_PENDING = '待核对的测量不存在（可能已被核对或删除）';

const pendingRow = async (ctx: AppContext, measurementId: number) => {
  const row = await findLiveMeasurement(ctx.db, measurementId);
  if (row?.review_state !== 'pending') throw notFound(NOT_PENDING);
  return row;
};

export const confirmMeasurement = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleConfirmMeasurement>,
) => {
  const row = await pendingRow(ctx, input.measurementId);
  const baby = await liveBaby(ctx.db, row.baby_id);
  if (!baby) throw notFound('儿童不存在');
  const flags = await inTransaction(ctx.db, async (trx) => {
    if (!(await confirmPendingMeasurement(trx, row.id, p.staffId))) throw notFound(NOT_PENDING);
    await audit(trx, p, 'child.growth.measurement.confirm', baby.id, { measurementId: row.id });
    return refreshFollowUps(trx, baby, row.source === 'clinic');
  });
  // Read back with the names (a parent could delete it in between: then it is gone, 4004).
  const confirmed = await findLiveMeasurementWithNames(ctx.db, row.id);
  if (!confirmed) throw notFound(NOT_PENDING);
  const reference = await clinicGrowthReference(ctx.db);
  return {
    ...consoleMeasurement(reference, baby, confirmed),
    flags: flags.map((f) => flagView(f, baby.birthday)),
  };
};

export const removePendingMeasurement = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleRemovePendingMeasurement>,
) => {
  const row = await pendingRow(ctx, input.measurementId);
  const baby = await liveBaby(ctx.db, row.baby_id);
  const flags = await inTransaction(ctx.db, async (trx) => {
    if (!(await softDeletePendingMeasurement(trx, row.id, p.staffId))) throw notFound(NOT_PENDING);
    await audit(trx, p, 'child.growth.measurement.removePending', row.baby_id, {
      measurementId: row.id,
      source: row.source,
      reason: input.reason,
    });
    return baby ? refreshFollowUps(trx, baby, row.source === 'clinic') : [];
  });
  return {
    measurementId: row.id,
    deleted: true as const,
    flags: baby ? flags.map((f) => flagView(f, baby.birthday)) : [],
  };
};
