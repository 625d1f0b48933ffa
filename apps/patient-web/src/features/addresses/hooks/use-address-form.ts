import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, type AddressInput, addressInput, type Division } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { withDraft } from '../../../lib/form-draft.ts';
import { saveDrafted, useKeptDraft } from '../../../lib/use-drafted-form.ts';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { useSession } from '../../../stores/session.ts';
import { addressKeys } from '../api/query-keys.ts';
import { useSaveAddress } from '../api/use-save-address.ts';
import { addressStrings as t } from '../strings.ts';
import {
  addressDraftSchema,
  addressToFormValues,
  EMPTY_ADDRESS_FORM,
  toFormField,
} from '../utils/address-form-values.ts';
import { needsArea, type RegionPick } from '../utils/region-columns.ts';

/**
 * The address form's state: the contract's schema as resolver, a draft of every keystroke (per parent
 * and address, so it never lands in another form) kept until a save succeeds, the region set as one,
 * and the save with the server's field messages put back under their fields.
 */
export const useAddressForm = (address: Address | undefined, onSaved: (saved: Address) => void) => {
  const id = address?.id ?? null;
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  const draft = useFormDraft(`sprout.addressDraft.${userId ?? 'guest'}.${id ?? 'new'}`, addressDraftSchema);
  const save = useSaveAddress(id);
  const base = { ...EMPTY_ADDRESS_FORM, ...(address ? addressToFormValues(address) : {}) };
  const form = useForm<AddressInput, unknown, AddressInput>({
    resolver: zodResolver(addressInput),
    defaultValues: withDraft(base, draft.initial),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, setValue } = form;
  const { restored, discardDraft } = useKeptDraft(form, draft, base);

  const setRegion = (pick: RegionPick) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('provinceId', pick.provinceId ?? '', options);
    setValue('cityId', pick.cityId ?? '', options);
    setValue('areaId', pick.areaId, options);
  };

  const onSubmit = handleSubmit(async (values) => {
    // The schema cannot know which cities have districts; the fetched districts do.
    const areasOf = (code: string) => queryClient.getQueryData<Division[]>(addressKeys.regionAreas(code));
    if (needsArea(areasOf, values.cityId) && !values.areaId) {
      setError('areaId', { type: 'required', message: t.areaNeeded });
      return;
    }
    await saveDrafted({
      save: () => save.mutateAsync(values),
      form,
      draft,
      savedText: t.saved,
      onSaved,
      fieldOf: toFormField,
    });
  });

  return { form, restored, discardDraft, setRegion, onSubmit, isSaving: save.isPending };
};
