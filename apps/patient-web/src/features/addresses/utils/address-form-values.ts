import type { Address, AddressInput } from '@sprout/contract';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { fieldNamed } from '../../../lib/form-draft.ts';

/** A form that is being filled: any field may still be missing. */
export type AddressFormDraft = DefaultValues<AddressInput>;

/** Every field present, so that `reset` clears what an earlier address or draft left behind. */
export const EMPTY_ADDRESS_FORM: AddressFormDraft = {
  recipient: '',
  mobile: '',
  provinceId: undefined,
  cityId: undefined,
  areaId: null,
  detail: '',
  isDefault: false,
};

export const addressToFormValues = (address: Address): AddressInput => ({
  recipient: address.recipient,
  mobile: address.mobile,
  provinceId: address.provinceId,
  cityId: address.cityId,
  areaId: address.areaId,
  detail: address.detail,
  isDefault: address.isDefault,
});

/**
 * Shape of a stored draft. Deliberately lax: a draft holds half-typed, not yet valid input, and a
 * field that does not parse is dropped instead of throwing the whole draft away.
 */
const optionalText = z.string().optional().catch(undefined);
export const addressDraftSchema = z.object({
  recipient: optionalText,
  mobile: optionalText,
  provinceId: optionalText,
  cityId: optionalText,
  areaId: z.string().nullable().optional().catch(undefined),
  detail: optionalText,
  isDefault: z.boolean().optional().catch(undefined),
});

/** The form field a server field path (`detail`, `body.detail`) names, or null for one the form lacks. */
export const toFormField = fieldNamed(Object.keys(EMPTY_ADDRESS_FORM) as (keyof AddressInput)[]);
