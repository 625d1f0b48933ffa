import { zodResolver } from '@hookform/resolvers/zod';
import { type Baby, type BabyInput, babyInput } from '@sprout/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ActionBar, PrimaryButton } from '../../../components/action-bar.tsx';
import { ConsentCheck } from '../../../components/consent-check.tsx';
import { DraftNotice } from '../../../components/draft-notice.tsx';
import { FormRow } from '../../../components/form-row.tsx';
import form from '../../../components/form.module.css';
import { withDraft } from '../../../lib/form-draft.ts';
import { toast } from '../../../lib/toast.ts';
import { saveDrafted, useKeptDraft } from '../../../lib/use-drafted-form.ts';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { useSession } from '../../../stores/session.ts';
import { useSaveBaby } from '../api/use-save-baby.ts';
import { babyStrings as t } from '../strings.ts';
import {
  babyDraftSchema,
  babyToFormValues,
  EMPTY_BABY_FORM,
  toFormField,
} from '../utils/baby-form-values.ts';
import { BirthdayField } from './birthday-field.tsx';
import styles from './baby-form.module.css';
import { CityField } from './city-field.tsx';
import { GeneticHeightPreview } from './genetic-height-preview.tsx';
import { NumberInput } from './number-input.tsx';
import { SexField } from './sex-field.tsx';

interface BabyFormProps {
  /** The baby being edited; absent when adding one. */
  baby?: Baby;
  onSaved: (saved: Baby) => void;
}

/** 添加宝宝 / 编辑宝宝: one form for both, validated by the contract's own schema. */
export const BabyForm = ({ baby, onSaved }: BabyFormProps) => {
  const babyId = baby?.babyId ?? null;
  const userId = useSession((s) => s.userId);
  // Per parent and per baby, so that a draft never lands in another parent's or baby's form.
  const draft = useFormDraft(`sprout.babyDraft.${userId ?? 'guest'}.${babyId ?? 'new'}`, babyDraftSchema);
  const save = useSaveBaby(babyId);
  // Asked only when creating a profile: consent is given once, for this child.
  const needsConsent = babyId === null;
  const [consent, setConsent] = useState(false);

  const base = { ...EMPTY_BABY_FORM, ...(baby ? babyToFormValues(baby) : {}) };
  const babyForm = useForm<BabyInput, unknown, BabyInput>({
    resolver: zodResolver(babyInput),
    defaultValues: withDraft(base, draft.initial),
    mode: 'onTouched',
  });
  const { control, handleSubmit } = babyForm;
  const [sex, dadHeight, momHeight] = useWatch({ control, name: ['sex', 'dadHeight', 'momHeight'] });
  const { restored, discardDraft } = useKeptDraft(babyForm, draft, base);

  const onSubmit = handleSubmit(async (values) => {
    if (needsConsent && !consent) {
      toast(t.consentNeeded);
      return;
    }
    await saveDrafted({
      save: () => save.mutateAsync(values),
      form: babyForm,
      draft,
      savedText: t.saved,
      onSaved,
      fieldOf: toFormField,
    });
  });

  return (
    <form className={`${form.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <DraftNotice restored={restored} onDiscard={discardDraft} className={form.draftNotice} />

      <div className={form.group}>
        <Controller
          control={control}
          name="babyName"
          render={({ field, fieldState }) => (
            <FormRow label={t.name} htmlFor="baby-name" required error={fieldState.error?.message}>
              <input
                id="baby-name"
                ref={field.ref}
                className={form.input}
                type="text"
                autoComplete="off"
                enterKeyHint="next"
                maxLength={40}
                placeholder={t.namePlaceholder}
                data-testid="baby-form-name"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              />
            </FormRow>
          )}
        />
        <Controller
          control={control}
          name="sex"
          render={({ field, fieldState }) => (
            <FormRow label={t.sex} required error={fieldState.error?.message}>
              <SexField value={field.value} onChange={field.onChange} />
            </FormRow>
          )}
        />
        <Controller
          control={control}
          name="birthday"
          render={({ field, fieldState }) => (
            <FormRow label={t.birthday} htmlFor="baby-birthday" required error={fieldState.error?.message}>
              <BirthdayField
                id="baby-birthday"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormRow>
          )}
        />
        <Controller
          control={control}
          name="gestationalWeeks"
          render={({ field, fieldState }) => (
            <FormRow
              label={t.weeks}
              htmlFor="baby-weeks"
              error={fieldState.error?.message}
              hint={t.weeksHint}
            >
              <NumberInput
                id="baby-weeks"
                testId="baby-form-weeks"
                decimals={0}
                maxIntegerDigits={2}
                placeholder={t.weeksPlaceholder}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              <span className={form.unit}>{t.weeksUnit}</span>
            </FormRow>
          )}
        />
        <Controller
          control={control}
          name="babyCity"
          render={({ field, fieldState }) => (
            <FormRow label={t.city} htmlFor="baby-city" error={fieldState.error?.message}>
              <CityField
                id="baby-city"
                value={field.value}
                fallbackName={baby?.babyCityName ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormRow>
          )}
        />
      </div>

      <div className={form.group}>
        {(
          [
            ['dadHeight', t.dad, 'baby-form-dad'],
            ['momHeight', t.mom, 'baby-form-mom'],
            ['hopeHeight', t.hope, 'baby-form-hope'],
          ] as const
        ).map(([name, label, testId]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <FormRow label={label} htmlFor={testId} error={fieldState.error?.message}>
                <NumberInput
                  id={testId}
                  testId={testId}
                  decimals={1}
                  maxIntegerDigits={3}
                  placeholder={t.heightPlaceholder}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <span className={form.unit}>{t.cm}</span>
              </FormRow>
            )}
          />
        ))}
      </div>

      <GeneticHeightPreview sex={sex} dadHeight={dadHeight} momHeight={momHeight} />

      {needsConsent && (
        // The guardian's separate consent (个人信息保护法 art. 31) before a child's profile is created.
        <ConsentCheck
          className={styles.consent}
          checked={consent}
          onChange={setConsent}
          label={t.consentText}
          links={[{ text: t.consentPolicy, path: '/pages/home/secret' }]}
          testId="baby-form-consent"
        />
      )}

      <ActionBar>
        <PrimaryButton
          type="submit"
          loading={save.isPending}
          disabled={save.isPending || (needsConsent && !consent)}
          data-testid="baby-form-submit"
        >
          {t.save}
        </PrimaryButton>
      </ActionBar>
    </form>
  );
};
