import type { Address } from '@sprout/contract';
import { ADDRESS_RULES, addressRegionText } from '@sprout/domain';
import { Controller, useWatch } from 'react-hook-form';
import { ActionBar, PrimaryButton } from '../../../components/action-bar.tsx';
import { DraftNotice } from '../../../components/draft-notice.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import styles from '../../../components/form.module.css';
import { ToggleSwitch } from '../../../components/toggles.tsx';
import { useAddressForm } from '../hooks/use-address-form.ts';
import { addressStrings as t } from '../strings.ts';
import { RegionField } from './region-field.tsx';
import { TextField } from './text-field.tsx';

interface AddressFormProps {
  /** The address being edited; absent when adding one. */
  address?: Address;
  /** The parent has no address yet: this one becomes the default whatever the switch says. */
  isFirst: boolean;
  onSaved: (saved: Address) => void;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');
// The server refuses line breaks (a courier label has one line for the street).
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** 新增收货地址 / editing one: one form for both, validated by the contract's own schema. */
export const AddressForm = ({ address, isFirst, onSaved }: AddressFormProps) => {
  const { form, restored, discardDraft, setRegion, onSubmit, isSaving } = useAddressForm(address, onSaved);
  const { control, formState } = form;
  const [provinceId, cityId, areaId] = useWatch({ control, name: ['provinceId', 'cityId', 'areaId'] });
  const defaultLocked = isFirst || Boolean(address?.isDefault);
  const { errors } = formState;
  const regionError = errors.provinceId?.message ?? errors.cityId?.message ?? errors.areaId?.message;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="address-form">
      <DraftNotice restored={restored} onDiscard={discardDraft} className={styles.draftNotice} />

      <div className={styles.group}>
        <TextField
          control={control}
          name="recipient"
          label={t.recipient}
          placeholder={t.recipientPlaceholder}
          maxLength={ADDRESS_RULES.recipientMax + 10}
          inputProps={{ type: 'text', autoComplete: 'name' }}
        />
        <TextField
          control={control}
          name="mobile"
          label={t.mobile}
          placeholder={t.mobilePlaceholder}
          maxLength={11}
          inputProps={{ type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' }}
          clean={digitsOnly}
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
                onChange={(e) => field.onChange(oneLine(e.target.value))}
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
              <ToggleSwitch
                id="address-default"
                testId="address-form-default"
                checked={defaultLocked || Boolean(field.value)}
                disabled={defaultLocked}
                onChange={field.onChange}
              />
            </FormRow>
          )}
        />
      </div>

      <ActionBar>
        <PrimaryButton type="submit" loading={isSaving} disabled={isSaving} data-testid="address-form-submit">
          {t.save}
        </PrimaryButton>
      </ActionBar>
    </form>
  );
};
