import type { Address, AddressInput } from '@sprout/contract';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

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

const FIELD_NAMES = Object.keys(EMPTY_ADDRESS_FORM) as (keyof AddressInput)[];

/** Narrows a server field path (`detail`, `body.detail`) to a form field, or null for fields the form lacks. */
export const toFormField = (path: string): keyof AddressInput | null => {
  const last = path.split('.').pop() ?? '';
  return FIELD_NAMES.find((name) => name === last) ?? null;
};

/** Draft values over the base, skipping fields the draft does not hold (so they cannot blank the base). */
export const withDraft = (
  base: AddressFormDraft,
  draft: Partial<Record<keyof AddressInput, unknown>> | null,
): AddressFormDraft => {
  if (!draft) return base;
  const kept = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
  return { ...base, ...kept };
};
