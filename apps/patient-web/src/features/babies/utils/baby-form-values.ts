import type { Baby, BabyInput } from '@sprout/contract';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { fieldNamed } from '../../../lib/form-draft.ts';

/** A form that is being filled: any field may still be missing. */
export type BabyFormDraft = DefaultValues<BabyInput>;

/** Every field present, so that `reset` clears what an earlier baby or draft left behind. */
export const EMPTY_BABY_FORM: BabyFormDraft = {
  babyName: '',
  sex: undefined,
  birthday: undefined,
  babyCity: null,
  dadHeight: null,
  momHeight: null,
  hopeHeight: null,
  gestationalWeeks: null,
};

export const babyToFormValues = (baby: Baby): BabyInput => ({
  babyName: baby.babyName,
  sex: baby.sex,
  birthday: baby.birthday,
  babyCity: baby.babyCity,
  dadHeight: baby.dadHeight,
  momHeight: baby.momHeight,
  hopeHeight: baby.hopeHeight,
  gestationalWeeks: baby.gestationalWeeks,
});

/**
 * Shape of a stored draft. Deliberately lax: a draft holds half-typed, not yet valid input, and a
 * field that does not parse is dropped instead of throwing the whole draft away.
 */
const optionalNumber = z.number().nullable().optional().catch(undefined);
export const babyDraftSchema = z.object({
  babyName: z.string().optional().catch(undefined),
  sex: z.enum(['男', '女']).optional().catch(undefined),
  birthday: z.string().optional().catch(undefined),
  babyCity: z.string().nullable().optional().catch(undefined),
  dadHeight: optionalNumber,
  momHeight: optionalNumber,
  hopeHeight: optionalNumber,
  gestationalWeeks: optionalNumber,
});

/** The form field a server field path (`babyName`, `body.babyName`) names, or null for one the form lacks. */
export const toFormField = fieldNamed(Object.keys(EMPTY_BABY_FORM) as (keyof BabyInput)[]);
