import { zodResolver } from '@hookform/resolvers/zod';
import { type Baby, type BabyInput, babyInput } from '@sprout/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../../stores/session.ts';
import { useSaveBaby } from '../api/use-save-baby.ts';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { babyStrings as t } from '../strings.ts';
import {
  babyDraftSchema,
  babyToFormValues,
  EMPTY_BABY_FORM,
  toFormField,
  withDraft,
} from '../utils/baby-form-values.ts';
import { BirthdayField } from './birthday-field.tsx';
import styles from './baby-form.module.css';
import { CityField } from './city-field.tsx';
import { FormRow } from './form-row.tsx';
import { GeneticHeightPreview } from './genetic-height-preview.tsx';
import { GuardianConsent } from './guardian-consent.tsx';
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
  const { save: saveDraft, clear: clearDraft } = draft;
  const [restored, setRestored] = useState(draft.initial !== null);
  const save = useSaveBaby(babyId);
  // Asked only when creating a profile: consent is given once, for this child.
  const needsConsent = babyId === null;
  const [consent, setConsent] = useState(false);

  const form = useForm<BabyInput, unknown, BabyInput>({
    resolver: zodResolver(babyInput),
    defaultValues: withDraft({ ...EMPTY_BABY_FORM, ...(baby ? babyToFormValues(baby) : {}) }, draft.initial),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, watch, reset } = form;
  const [sex, dadHeight, momHeight] = useWatch({ control, name: ['sex', 'dadHeight', 'momHeight'] });

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
    reset({ ...EMPTY_BABY_FORM, ...(baby ? babyToFormValues(baby) : {}) });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (needsConsent && !consent) {
      toast(t.consentNeeded);
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

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
          name="babyName"
          render={({ field, fieldState }) => (
            <FormRow label={t.name} htmlFor="baby-name" required error={fieldState.error?.message}>
              <input
                id="baby-name"
                ref={field.ref}
                className={styles.input}
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
              <span className={styles.unit}>{t.weeksUnit}</span>
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

      <div className={styles.group}>
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
                <span className={styles.unit}>{t.cm}</span>
              </FormRow>
            )}
          />
        ))}
      </div>

      <GeneticHeightPreview sex={sex} dadHeight={dadHeight} momHeight={momHeight} />

      {needsConsent && <GuardianConsent checked={consent} onChange={setConsent} />}

      <div className={styles.footer}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          type="submit"
          loading={save.isPending}
          disabled={save.isPending || (needsConsent && !consent)}
          data-testid="baby-form-submit"
        >
          {t.save}
        </Button>
      </div>
    </form>
  );
};
