import type { GrowthReference } from '@sprout/domain';
import type { AppContext } from '../../app-context.ts';
import { parentGrowthReference, setParentGrowthReference } from '../accounts/growth-reference.service.ts';
import { clinicGrowthReference } from '../clinic/growth-reference.service.ts';
import type { ParentPrincipal } from '../sessions/sessions.types.ts';

/**
 * Which growth reference scores a parent's child: the parent's own choice (kept on their account),
 * else the clinic's. The two are read at once.
 */

export const referenceChoice = async (ctx: AppContext, parent: ParentPrincipal) => {
  const [own, clinic] = await Promise.all([
    parentGrowthReference(ctx.db, parent),
    clinicGrowthReference(ctx.db),
  ]);
  return {
    reference: own ?? clinic,
    chosenBy: own ? ('user' as const) : ('clinic' as const),
    clinicReference: clinic,
  };
};

/** The reference a call asked for, else the parent's choice. */
export const referenceFor = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  asked: GrowthReference | undefined,
): Promise<GrowthReference> => asked ?? (await referenceChoice(ctx, parent)).reference;

export const getReference = (ctx: AppContext, parent: ParentPrincipal) => referenceChoice(ctx, parent);

/** The parent's own choice; null hands the choice back to the clinic. */
export const setReference = async (
  ctx: AppContext,
  parent: ParentPrincipal,
  reference: GrowthReference | null,
) => {
  await setParentGrowthReference(ctx.db, parent, reference);
  return referenceChoice(ctx, parent);
};
