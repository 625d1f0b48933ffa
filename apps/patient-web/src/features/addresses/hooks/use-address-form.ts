import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, type AddressInput, addressInput, type Division } from '@sprout/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
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
  withDraft,
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
  const { save: saveDraft, clear: clearDraft } = draft;
  const [restored, setRestored] = useState(draft.initial !== null);
  const save = useSaveAddress(id);
  const base = { ...EMPTY_ADDRESS_FORM, ...(address ? addressToFormValues(address) : {}) };
  const form = useForm<AddressInput, unknown, AddressInput>({
    resolver: zodResolver(addressInput),
    defaultValues: withDraft(base, draft.initial),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, setValue, watch, reset } = form;

  // Keep every keystroke: `name` is set only for changes the parent made, not for resets.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name) saveDraft(values);
    });
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);

  const discardDraft = () => {
    clearDraft();
    setRestored(false);
    reset(base);
  };

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
    try {
      const saved = await save.mutateAsync(values);
      clearDraft();
      toast(t.saved);
      onSaved(saved);
    } catch (error) {
      // The client has toasted the refusal; put the server's per-field messages where they belong.
      if (!isApiError(error)) return;
      for (const [path, message] of Object.entries(error.fields)) {
        const field = toFormField(path);
        if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return { form, restored, discardDraft, setRegion, onSubmit, isSaving: save.isPending };
};
