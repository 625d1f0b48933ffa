import { expectedPosture, type GrowthReference } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { nowIso } from '../../db/dialect.ts';
import type { GrowthMeasurementRow } from '../../db/schema.ts';
import { AppError, invalidInput, notFound } from '../../http/app-error.ts';
import { type api, Code, type ParsedBodyOf } from '@sprout/contract';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';
import { ownedBabyBy } from '../babies/owned-babies.service.ts';
import { refreshFollowUps } from './follow-ups.ts';
import { insertMeasurement, pageVisibleMeasurements, softDeleteMeasurement } from './growth.repository.ts';
import { checkDateFor } from './growth-context.ts';
import { growthTables } from './growth-tables.ts';
import {
  ageDaysOn,
  assessStored,
  type GrowthBaby,
  gestationOf,
  measurementView,
  resultView,
  visitValues,
} from './growth-views.ts';
import { implausibleValues } from './measurement-bounds.ts';
import { isCounted, reviewOnEntry, unscoredResults } from './measurement-review.ts';
import { referenceChoice } from './reference-choice.service.ts';
import { visibleMeasurementFor } from './visits.service.ts';
import { inTransaction } from '../../db/database.ts';

/** Measurements: a parent's home entries (theirs to delete) and the list of all. */

/** What the parent's addMeasurement and the console's consoleAddMeasurement share: all but the child. */
type MeasurementInput = Omit<ParsedBodyOf<typeof api.growth.addMeasurement>, 'babyId' | 'pid'>;

/**
 * The checks both home and clinic entries pass: a real date between birth and today, and values that
 * fit the age (unless the caller confirms them). Returns the row's values, posture filled in, and its
 * review state: a confirmed implausible value waits for staff (pending), unless `staffId` entered it.
 */
export const checkedMeasurement = (baby: GrowthBaby, input: MeasurementInput, staffId: number | null) => {
  const age = checkDateFor(baby, input.measuredOn, 'measuredOn');
  const values = {
    heightCm: input.heightCm,
    posture: input.heightCm === undefined ? undefined : (input.posture ?? expectedPosture(age.totalDays)),
    weightKg: input.weightKg,
    headCircumferenceCm: input.headCircumferenceCm,
  };
  const child = { sex: baby.sex, ageDays: age.totalDays, gestation: gestationOf(baby) };
  const problems = implausibleValues(growthTables(), child, values);
  const implausible = Object.keys(problems).length > 0;
  if (implausible && !input.confirmUnusual) throw invalidInput(problems);
  const now = nowIso();
  return {
    baby_id: baby.id,
    measured_on: input.measuredOn,
    height_mm: input.heightCm === undefined ? null : Math.round(input.heightCm * 10),
    posture: values.posture ?? null,
    weight_g: input.weightKg === undefined ? null : Math.round(input.weightKg * 1000),
    head_mm: input.headCircumferenceCm === undefined ? null : Math.round(input.headCircumferenceCm * 10),
    note: input.note && input.note.length > 0 ? input.note : null,
    created_at: now,
    updated_at: now,
    ...reviewOnEntry(implausible, staffId, now),
  };
};

/**
 * All indicators of one stored visit, at calendar age and (born early, under 2) corrected age; a visit
 * waiting for review gets its values with 待核对 and no score.
 */
export const visitResults = (reference: GrowthReference, baby: GrowthBaby, m: GrowthMeasurementRow) => {
  if (!isCounted(m))
    return {
      chronological: unscoredResults(visitValues(m), ageDaysOn(baby.birthday, m.measured_on)),
      corrected: null,
    };
  const a = assessStored(growthTables(), reference, baby, m);
  return {
    chronological: a.chronological.map(resultView),
    corrected: a.corrected ? a.corrected.map(resultView) : null,
  };
};

export const addHomeMeasurement = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  input: ParsedBodyOf<typeof api.growth.addMeasurement>,
) => {
  const baby = await ownedBabyBy(ctx, parent, input);
  const values = checkedMeasurement(baby, input, null);
  const row = await inTransaction(ctx.db, async (trx) => {
    const inserted = await insertMeasurement(trx, {
      ...values,
      pid: null,
      source: 'home',
      entered_by_user_id: parent.userId,
    });
    await refreshFollowUps(trx, baby, false);
    return inserted;
  });
  const { reference } = await referenceChoice(ctx, parent);
  return { ...measurementView(baby, row, true), results: visitResults(reference, baby, row) };
};

/** A parent deletes their own home entries; a clinic measurement they can see is 4003, anyone else's 4004. */
export const deleteHomeMeasurement = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  measurementId: number,
) => {
  const found = await visibleMeasurementFor(ctx.db, parent, measurementId);
  if (!found) throw notFound('测量记录不存在');
  if (found.measurement.source !== 'home')
    throw new AppError(Code.FORBIDDEN, '门诊测量记录不能删除，如有疑问请联系医生');
  // A home row is seen only through the baby it was entered for, which is the caller's own.
  const { baby } = found;
  await inTransaction(ctx.db, async (trx) => {
    const deleted = await softDeleteMeasurement(trx, measurementId, 'home', null);
    if (!deleted) throw notFound('测量记录不存在');
    await refreshFollowUps(trx, baby, false);
  });
  return { measurementId, deleted: true as const };
};

export const listMeasurements = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  q: ParsedBodyOf<typeof api.growth.measurementList>,
) => {
  const baby = await ownedBabyBy(ctx, parent, q);
  const { rows, total } = await pageVisibleMeasurements(ctx.db, baby, q);
  return {
    list: rows.map((m) => measurementView(baby, m, m.source === 'home' && m.baby_id === baby.id)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
};
