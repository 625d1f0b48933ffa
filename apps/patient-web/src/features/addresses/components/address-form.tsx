import { zodResolver } from '@hookform/resolvers/zod';
import { type Address, type AddressInput, addressInput, type Division } from '@sprout/contract';
import { ADDRESS_RULES, addressRegionText } from '@sprout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import styles from './address-form.module.css';
import { DefaultSwitch } from './default-switch.tsx';
import { FormRow } from './form-row.tsx';
import { RegionField } from './region-field.tsx';

interface AddressFormProps {
  /** The address being edited; absent when adding one. */
  address?: Address;
  /** The parent has no address yet: this one becomes the default whatever the switch says. */
  isFirst: boolean;
  onSaved: (saved: Address) => void;
}

/** 新增收货地址 / editing one: one form for both, validated by the contract's own schema. */
export const AddressForm = ({ address, isFirst, onSaved }: AddressFormProps) => {
  const id = address?.id ?? null;
  const userId = useSession((s) => s.userId);
  const queryClient = useQueryClient();
  // Per parent and per address, so that a draft never lands in another parent's or address's form.
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
  const { control, handleSubmit, setError, setValue, watch, reset, formState } = form;
  const [provinceId, cityId, areaId] = useWatch({ control, name: ['provinceId', 'cityId', 'areaId'] });
  const defaultLocked = isFirst || Boolean(address?.isDefault);

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

  const regionError =
    formState.errors.provinceId?.message ??
    formState.errors.cityId?.message ??
    formState.errors.areaId?.message;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="address-form">
      {restored ? (
        <div className={styles.draftNotice} role="status">
          <span>{t.draftRestored}</span>
          <button type="button" className={styles.draftDiscard} onClick={discardDraft}>
            {t.draftDiscard}
          </button>
        </div>
      ) : null}

      <div className={styles.group}>
        <Controller
          control={control}
          name="recipient"
          render={({ field, fieldState }) => (
            <FormRow
              label={t.recipient}
              htmlFor="address-recipient"
              required
              error={fieldState.error?.message}
            >
              <input
                id="address-recipient"
                ref={field.ref}
                className={styles.input}
                type="text"
                autoComplete="name"
                enterKeyHint="next"
                maxLength={ADDRESS_RULES.recipientMax + 10}
                placeholder={t.recipientPlaceholder}
                data-testid="address-form-recipient"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              />
            </FormRow>
          )}
        />
        <Controller
          control={control}
          name="mobile"
          render={({ field, fieldState }) => (
            <FormRow label={t.mobile} htmlFor="address-mobile" required error={fieldState.error?.message}>
              <input
                id="address-mobile"
                ref={field.ref}
                className={styles.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                enterKeyHint="next"
                maxLength={11}
                placeholder={t.mobilePlaceholder}
                data-testid="address-form-mobile"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                onBlur={field.onBlur}
              />
            </FormRow>
          )}
        />
        <FormRow label={t.region} htmlFor="address-region" required error={regionError}>
          <RegionField
            id="address-region"
            value={{ provinceId: provinceId || null, cityId: cityId || null, areaId: areaId ?? null }}
            fallbackLabel={address ? addressRegionText(address) : null}
            onChange={setRegion}
            onBlur={() => undefined}
          />
        </FormRow>
        <Controller
          control={control}
          name="detail"
          render={({ field, fieldState }) => (
            <FormRow
              label={t.detail}
              htmlFor="address-detail"
              required
              stacked
              error={fieldState.error?.message}
            >
              <textarea
                id="address-detail"
                ref={field.ref}
                className={styles.textarea}
                rows={2}
                autoComplete="street-address"
                maxLength={ADDRESS_RULES.detailMax + 20}
                placeholder={t.detailPlaceholder}
                data-testid="address-form-detail"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value.replace(/[\r\n]+/g, ' '))}
                onBlur={field.onBlur}
              />
            </FormRow>
          )}
        />
      </div>

      <div className={styles.group}>
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <FormRow
              label={t.isDefault}
              wideLabel
              htmlFor="address-default"
              hint={defaultLocked ? (isFirst ? t.firstIsDefault : t.defaultLocked) : t.isDefaultHint}
            >
              <DefaultSwitch
                id="address-default"
                checked={defaultLocked || Boolean(field.value)}
                disabled={defaultLocked}
                onChange={field.onChange}
              />
            </FormRow>
          )}
        />
      </div>

      <div className={styles.footer}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          type="submit"
          loading={save.isPending}
          disabled={save.isPending}
          data-testid="address-form-submit"
        >
          {t.save}
        </Button>
      </div>
    </form>
  );
};
