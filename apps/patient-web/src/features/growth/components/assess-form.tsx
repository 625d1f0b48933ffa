import type { api, Baby } from '@sprout/contract';
import { routes } from '@sprout/contract/routes';
import { clinicToday } from '@sprout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { type ApiResult, isApiError, useApiMutation } from '../../../lib/api-client.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { useAddEvaluating } from '../api/use-add-evaluating.ts';
import { GROWTH_ROUTES } from '../routes.ts';
import { growthStrings as s } from '../strings.ts';
import { isImplausibleMessage, parseDecimal, postureForAge } from '../utils/reading.ts';
import { AssessResult } from './assess-result.tsx';
import styles from './growth.module.css';

const draftSchema = z.object({
  measuredOn: z.string(),
  height: z.string(),
  weight: z.string(),
  head: z.string(),
});
type Draft = z.infer<typeof draftSchema>;
type FieldKey = 'measuredOn' | 'heightCm' | 'weightKg' | 'headCircumferenceCm';
type Errors = Partial<Record<FieldKey, string>>;

const DECIMAL = /^\d{0,3}(\.\d{0,3})?$/;

interface FieldProps {
  id: string;
  label: string;
  unit: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  hint?: string | undefined;
  onChange(v: string): void;
  onConfirm?: (() => void) | undefined;
}

const DecimalField = ({
  id,
  label,
  unit,
  value,
  placeholder,
  error,
  hint,
  onChange,
  onConfirm,
}: FieldProps) => (
  <div className={styles.row}>
    <div className={styles.line}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        data-testid={id}
        onChange={(e) => {
          const next = e.target.value.replace(/[。．]/g, '.').trim();
          if (DECIMAL.test(next)) onChange(next);
        }}
      />
      <span className={styles.unit}>{unit}</span>
    </div>
    {error ? (
      <div className={styles.error} role="alert" data-testid={`${id}-error`}>
        {error}
        {onConfirm ? (
          <button type="button" className={styles.confirm} onClick={onConfirm} data-testid={`${id}-confirm`}>
            {s.confirmUnusual}
          </button>
        ) : null}
      </div>
    ) : hint ? (
      <div className={styles.hint}>{hint}</div>
    ) : null}
  </div>
);

/** A 身高报告 needs a height or a weight (a head circumference alone makes none). */
/** A 身高报告 needs a height or a weight that counts: a value waiting for review (待核对) makes none. */
const canReport = (m: { heightCm: number | null; weightKg: number | null; reviewState: string | null }) =>
  m.reviewState !== 'pending' && (m.heightCm !== null || m.weightKg !== null);

/**
 * 身高评估: enter a home measurement of the baby, save it and read the result at once; the saved
 * assessment becomes its 身高报告 in the same step.
 */
export const AssessForm = ({ baby }: { baby: Baby }) => {
  const today = clinicToday();
  const router = useAppRouter();
  const queryClient = useQueryClient();
  const draft = useFormDraft(`sprout.growth.assess.${baby.babyId}`, draftSchema);
  const [values, setValues] = useState<Draft>(
    () => draft.initial ?? { measuredOn: today, height: '', weight: '', head: '' },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<ApiResult<typeof api.growth.addMeasurement> | null>(null);
  /** The 身高报告 made from the saved assessment (null until made, or when it could not be). */
  const [reportId, setReportId] = useState<number | null>(null);
  const mutation = useApiMutation(routes.growth.addMeasurement, { silent: true, loading: true });
  const addEvaluating = useAddEvaluating();

  useEffect(() => {
    draft.save(values);
  }, [draft, values]);

  const posture = postureForAge(baby.birthday, values.measuredOn || today);
  const set = (key: keyof Draft, field: FieldKey) => (v: string) => {
    setValues((cur) => ({ ...cur, [key]: v }));
    setErrors((cur) => ({ ...cur, [field]: undefined }));
  };

  const submit = (confirmUnusual: boolean) => {
    const local: Errors = {};
    if (values.measuredOn > today) local.measuredOn = s.futureDate;
    else if (values.measuredOn < baby.birthday) local.measuredOn = s.beforeBirth;
    const heightCm = parseDecimal(values.height);
    const weightKg = parseDecimal(values.weight);
    const headCircumferenceCm = parseDecimal(values.head);
    if (heightCm === undefined && weightKg === undefined && headCircumferenceCm === undefined)
      local.heightCm = s.needValue;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    mutation.mutate(
      {
        body: {
          babyId: baby.babyId,
          measuredOn: values.measuredOn,
          ...(heightCm === undefined ? {} : { heightCm, posture }),
          ...(weightKg === undefined ? {} : { weightKg }),
          ...(headCircumferenceCm === undefined ? {} : { headCircumferenceCm }),
          ...(confirmUnusual ? { confirmUnusual: true } : {}),
        },
      },
      {
        onSuccess: (result) => {
          setSaved(result);
          draft.clear();
          void queryClient.invalidateQueries();
          if (canReport(result)) makeReport(result.measurementId);
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) {
            const next: Errors = {};
            for (const [k, v] of Object.entries(error.fields)) {
              const key = (k === 'babyId' ? 'measuredOn' : k) as FieldKey;
              next[key] = v;
            }
            setErrors(next);
          } else if (isApiError(error)) {
            setErrors({ measuredOn: error.msg });
          }
        },
      },
    );
  };

  // Every assessment saved here is a 身高报告 at once: it is listed in 评估记录 and counted by 综合报告
  // without a second tap (the server answers the existing report when there is one).
  const makeReport = (measurementId: number) =>
    addEvaluating.mutate(
      { body: { babyId: baby.babyId, measurementId } },
      {
        onSuccess: (r) => setReportId(r.evaluationId),
        onSettled: () => void queryClient.invalidateQueries(),
      },
    );

  const confirmFor = (field: FieldKey) =>
    errors[field] && isImplausibleMessage(errors[field] ?? '') ? () => submit(true) : undefined;

  if (saved) {
    const genetic =
      baby.geneticHeight === null
        ? null
        : {
            targetCm: baby.geneticHeight,
            lowCm: Math.round((baby.geneticHeight - 6.5) * 10) / 10,
            highCm: Math.round((baby.geneticHeight + 6.5) * 10) / 10,
          };
    return (
      <AssessResult
        saved={saved}
        genetic={genetic}
        onOpenChart={() => router.navigate(GROWTH_ROUTES.chart)}
        report={canReport(saved) ? { evaluationId: reportId, pending: addEvaluating.isPending } : null}
        onOpenReport={(evaluationId) => router.navigate(GROWTH_ROUTES.report, { evaluationId })}
        onMakeReport={() => makeReport(saved.measurementId)}
        onAgain={() => {
          setSaved(null);
          setReportId(null);
          setValues({ measuredOn: today, height: '', weight: '', head: '' });
        }}
      />
    );
  }

  return (
    <form
      className={styles.card}
      data-testid="growth-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(false);
      }}
    >
      <div className={styles.row}>
        <div className={styles.line}>
          <label htmlFor="growth-date" className={styles.label}>
            {s.date}
          </label>
          <input
            id="growth-date"
            className={styles.input}
            type="date"
            min={baby.birthday}
            max={today}
            value={values.measuredOn}
            data-testid="growth-date"
            onChange={(e) => set('measuredOn', 'measuredOn')(e.target.value)}
          />
        </div>
        {errors.measuredOn ? (
          <div className={styles.error} role="alert" data-testid="growth-date-error">
            {errors.measuredOn}
          </div>
        ) : null}
      </div>
      <DecimalField
        id="growth-height"
        label={posture === 'lying' ? s.heightLying : s.heightStanding}
        unit={s.cm}
        value={values.height}
        placeholder={s.heightPlaceholder}
        error={errors.heightCm}
        hint={posture === 'lying' ? s.lyingHint : s.standingHint}
        onChange={set('height', 'heightCm')}
        onConfirm={confirmFor('heightCm')}
      />
      <DecimalField
        id="growth-weight"
        label={s.weight}
        unit={s.kg}
        value={values.weight}
        placeholder={s.weightPlaceholder}
        error={errors.weightKg}
        onChange={set('weight', 'weightKg')}
        onConfirm={confirmFor('weightKg')}
      />
      <DecimalField
        id="growth-head"
        label={s.head}
        unit={s.cm}
        value={values.head}
        placeholder={s.headPlaceholder}
        error={errors.headCircumferenceCm}
        onChange={set('head', 'headCircumferenceCm')}
        onConfirm={confirmFor('headCircumferenceCm')}
      />
      <div className={styles.submitRow}>
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={mutation.isPending}
          data-testid="growth-submit"
        >
          {s.submit}
        </button>
      </div>
    </form>
  );
};
