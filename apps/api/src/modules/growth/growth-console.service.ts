import type { api, ParsedBodyOf, ParsedQueryOf } from '@sprout/contract';
import { ageOn, clinicToday } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthMeasurementRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { writeAudit } from '../audit/audit.service.ts';
import { babyForStaff, liveBaby, searchBabiesForStaff } from '../babies/staff-lookup.service.ts';
import { clinicGrowthReference } from '../clinic/growth-reference.service.ts';
import type { StaffPrincipal } from '../sessions/sessions.types.ts';
import { flagView, parseStoredFlags } from './follow-up-view.ts';
import { refreshFollowUps, refreshStaleFollowUps } from './follow-ups.ts';
import {
  findLiveMeasurement,
  insertBoneAge,
  insertMeasurement,
  listVisibleBoneAges,
  pageFollowUps,
  pageVisibleMeasurements,
  softDeleteMeasurement,
} from './growth.repository.ts';
import { checkDateFor } from './growth-context.ts';
import { growthTables } from './growth-tables.ts';
import {
  ageDaysOn,
  assessStored,
  boneAgePoint,
  type GrowthBaby,
  judgedResults,
  measurementView,
  resultView,
  visitValues,
} from './growth-views.ts';
import { isCounted, unscoredResults } from './measurement-review.ts';
import { checkedMeasurement } from './measurements.service.ts';

/**
 * The console's growth work: find a child, enter clinic measurements and bone ages, read a child's
 * measurements, and work the follow-up list (puberty status: puberty.service.ts). Every read or change
 * of a child's data by staff writes an audit row naming the staff member, the child and what was done (R13).
 */

/** `db`: the transaction's executor when the entry belongs to a change (both kept or neither). */
export const audit = (
  db: Db,
  p: StaffPrincipal,
  action: string,
  babyId: number,
  detail?: Record<string, unknown>,
) =>
  writeAudit(db, {
    actorType: 'staff',
    actorId: p.staffId,
    action,
    subjectType: 'baby',
    subjectId: String(babyId),
    ...(detail ? { detail } : {}),
  });

const maskPhone = (phone: string | null) =>
  phone ? phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : null;

const babyView = (b: GrowthBaby & { guardian_phone: string | null }, today = clinicToday()) => ({
  babyId: b.id,
  babyName: b.name,
  sex: b.sex,
  birthday: b.birthday,
  age: ageOn(b.birthday, today)?.text ?? '',
  gestationalWeeks: b.gestational_weeks,
  pid: b.pid,
  guardianPhone: maskPhone(b.guardian_phone),
});

export const staffBaby = async (ctx: AppContext, babyId: number) => {
  const baby = await babyForStaff(ctx.db, babyId);
  if (!baby) throw notFound('儿童不存在');
  return baby;
};

export const findBabies = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: ParsedQueryOf<typeof api.growth.consoleFindBaby>,
) => {
  const rows = await searchBabiesForStaff(
    ctx.db,
    q.pid !== undefined ? { pid: q.pid } : { name: q.name, phone: q.phone },
  );
  for (const b of rows)
    await audit(
      ctx.db,
      p,
      'child.growth.find',
      b.id,
      q.pid !== undefined ? { by: 'pid' } : { by: 'name+phone' },
    );
  return rows.map((b) => babyView(b));
};

/**
 * A measurement as the console lists it, scored at the age a doctor judges by; one waiting for review
 * (待核对) with its values only, and a confirmed one with who confirmed it and when.
 */
export const consoleMeasurement = (
  reference: 'china' | 'who',
  baby: GrowthBaby,
  m: GrowthMeasurementRow & { staff_name?: string | null; reviewer_name?: string | null },
) => ({
  ...measurementView(baby, m, m.source === 'clinic'),
  enteredByName: m.source === 'clinic' ? (m.staff_name ?? null) : '家长',
  reviewedByName: m.review_state === 'confirmed' ? (m.reviewer_name ?? null) : null,
  reviewedAt: m.review_state === 'confirmed' ? m.reviewed_at : null,
  results: isCounted(m)
    ? judgedResults(assessStored(growthTables(), reference, baby, m)).map(resultView)
    : unscoredResults(visitValues(m), ageDaysOn(baby.birthday, m.measured_on)),
});

export const listChildMeasurements = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: ParsedQueryOf<typeof api.growth.consoleMeasurementList>,
) => {
  const baby = await staffBaby(ctx, q.babyId);
  const reference = await clinicGrowthReference(ctx.db);
  const { rows, total } = await pageVisibleMeasurements(ctx.db, baby, q);
  await audit(ctx.db, p, 'child.growth.measurements.read', baby.id, { pageNum: q.pageNum });
  return {
    baby: babyView(baby),
    reference,
    list: rows.map((m) => consoleMeasurement(reference, baby, m)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};

export const listChildBoneAges = async (ctx: AppContext, p: StaffPrincipal, babyId: number) => {
  const baby = await staffBaby(ctx, babyId);
  const rows = await listVisibleBoneAges(ctx.db, baby);
  await audit(ctx.db, p, 'child.growth.boneAges.read', baby.id);
  return rows.reverse().map((a) => ({ ...boneAgePoint(baby, a), staffName: a.staff_name ?? null }));
};

/** A clinic measurement: authoritative, shared with every guardian linked to the child's record. */
export const addClinicMeasurement = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleAddMeasurement>,
) => {
  const baby = await staffBaby(ctx, input.babyId);
  const values = checkedMeasurement(baby, input, p.staffId);
  const { row, flags } = await inTransaction(ctx.db, async (trx) => {
    const inserted = await insertMeasurement(trx, {
      ...values,
      pid: baby.pid,
      source: 'clinic',
      entered_by_staff_id: p.staffId,
    });
    return { row: inserted, flags: await refreshFollowUps(trx, baby, true) };
  });
  await audit(ctx.db, p, 'child.growth.measurement.add', baby.id, {
    measurementId: row.id,
    confirmedUnusual: input.confirmUnusual === true,
  });
  const reference = await clinicGrowthReference(ctx.db);
  return {
    ...consoleMeasurement(reference, baby, {
      ...row,
      staff_name: p.displayName,
      reviewer_name: p.displayName,
    }),
    flags: flags.map((f) => flagView(f, baby.birthday)),
  };
};

/** Staff remove a clinic measurement entered in error, with the reason in the audit trail. */
export const deleteClinicMeasurement = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleDeleteMeasurement>,
) => {
  const row = await findLiveMeasurement(ctx.db, input.measurementId);
  if (row?.source !== 'clinic') throw notFound('门诊测量记录不存在');
  const baby = await liveBaby(ctx.db, row.baby_id);
  const flags = await inTransaction(ctx.db, async (trx) => {
    if (!(await softDeleteMeasurement(trx, row.id, 'clinic', p.staffId)))
      throw notFound('门诊测量记录不存在');
    return baby ? refreshFollowUps(trx, baby, true) : [];
  });
  await audit(ctx.db, p, 'child.growth.measurement.delete', row.baby_id, {
    measurementId: row.id,
    reason: input.reason,
  });
  return {
    measurementId: row.id,
    deleted: true as const,
    flags: baby ? flags.map((f) => flagView(f, baby.birthday)) : [],
  };
};

export const addBoneAge = async (
  ctx: AppContext,
  p: StaffPrincipal,
  input: ParsedBodyOf<typeof api.growth.consoleAddBoneAge>,
) => {
  const baby = await staffBaby(ctx, input.babyId);
  checkDateFor(baby, input.readOn, 'readOn');
  const row = await insertBoneAge(ctx.db, {
    baby_id: baby.id,
    pid: baby.pid,
    read_on: input.readOn,
    bone_age_months: input.boneAgeYears * 12 + input.boneAgeMonths,
    method: input.method,
    staff_id: p.staffId,
    note: input.note && input.note.length > 0 ? input.note : null,
    created_at: nowIso(),
  });
  await audit(ctx.db, p, 'child.growth.boneAge.add', baby.id, { boneAgeId: row.id });
  return { ...boneAgePoint(baby, row), staffName: p.displayName };
};

/**
 * The follow-up list: stale rows are recomputed first (bounded), then one page is read. Each child shown
 * is a staff read of that child's data, so each gets an audit row.
 */
export const followUpList = async (
  ctx: AppContext,
  p: StaffPrincipal,
  q: ParsedQueryOf<typeof api.growth.consoleFollowUpList>,
) => {
  await refreshStaleFollowUps(ctx.db);
  const { rows, total } = await pageFollowUps(ctx.db, q);
  for (const r of rows)
    await audit(ctx.db, p, 'child.growth.followUps.read', r.id, q.flag ? { flag: q.flag } : undefined);
  return {
    list: rows.map((r) => ({
      ...babyView(r),
      flags: parseStoredFlags(r.flags),
      latestMeasuredOn: r.latest_measured_on,
      reference: r.reference,
      computedAt: r.computed_at,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};
