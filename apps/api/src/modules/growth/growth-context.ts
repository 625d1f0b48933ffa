import {
  ageOn,
  clinicToday,
  type GrowthReference,
  geneticTarget,
  mmToCm,
  parseCalendarDate,
} from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { invalidInput, notFound } from '../../http/app-error.ts';
import type { ParentPrincipal } from '../sessions/parent-sessions.ts';
import {
  clinicReference,
  findOwnBaby,
  findOwnBabyByPid,
  type GrowthBaby,
  userReference,
} from './growth.repository.ts';

/** What every parent growth call starts from: the baby (by babyId or pid) and the reference to use. */

export interface BabySelector {
  babyId?: number | undefined;
  pid?: string | undefined;
}

/**
 * The caller's own live baby. A pid resolves through patient_records to the caller's baby linked to
 * it; with both, they must name the same baby. Anything else is 4004, as another parent's baby is.
 */
export const ownBaby = async (ctx: AppContext, parent: ParentPrincipal, by: BabySelector) => {
  const db = ctx.db;
  const baby =
    by.babyId !== undefined
      ? await findOwnBaby(db, parent.userId, by.babyId)
      : by.pid !== undefined
        ? await findOwnBabyByPid(db, parent.userId, by.pid)
        : undefined;
  if (!baby || (by.pid !== undefined && baby.pid !== by.pid)) throw notFound('宝宝不存在');
  return baby;
};

/** The parent's choice, else the clinic's. */
export const referenceChoice = async (ctx: AppContext, parent: ParentPrincipal) => {
  const [own, clinic] = await Promise.all([userReference(ctx.db, parent.userId), clinicReference(ctx.db)]);
  return {
    reference: own ?? clinic,
    chosenBy: own ? ('user' as const) : ('clinic' as const),
    clinicReference: clinic,
  };
};

export const referenceFor = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  asked: GrowthReference | undefined,
): Promise<GrowthReference> => asked ?? (await referenceChoice(ctx, parent)).reference;

/** A measurement or reading date: a real day, not after today, not before the birthday. */
export const checkDateFor = (baby: Pick<GrowthBaby, 'birthday'>, date: string, field: string) => {
  if (!parseCalendarDate(date)) throw invalidInput({ [field]: '请选择正确的日期' });
  if (date > clinicToday()) throw invalidInput({ [field]: '日期不能晚于今天' });
  const age = ageOn(baby.birthday, date);
  if (!age) throw invalidInput({ [field]: '日期不能早于出生日期' });
  return age;
};

export const babyGeneticTarget = (baby: GrowthBaby) =>
  baby.dad_height_mm === null || baby.mom_height_mm === null
    ? null
    : geneticTargetView(mmToCm(baby.dad_height_mm), mmToCm(baby.mom_height_mm), baby.sex);

export const geneticTargetView = (father: number, mother: number, sex: '男' | '女') => ({
  fatherHeight: father,
  motherHeight: mother,
  sex,
  ...geneticTarget(father, mother, sex),
});
