import type { AskDraft } from '../utils/ask-draft.ts';
import type { AskErrors, AskField } from '../utils/ask-form.ts';
import { consultStrings as t } from '../strings.ts';
import { Field, YesNo } from './ask-fields.tsx';
import styles from './ask-form.module.css';

/** The questions of 提交问诊, each written straight into the baby's draft. */
export const AskFields = ({
  draft,
  prefill,
  update,
  errors,
  fix,
}: {
  draft: AskDraft;
  prefill: { allergies: string; medicines: string } | undefined;
  update: (patch: Partial<AskDraft>) => void;
  errors: AskErrors;
  fix: (field: AskField) => void;
}) => {
  const allergies = draft.allergies ?? prefill?.allergies ?? '';
  const medicines = draft.medicines ?? prefill?.medicines ?? '';
  const prefilled = prefill !== undefined && (prefill.allergies !== '' || prefill.medicines !== '');
  return (
    <>
      <Field id="complaint" label={t.complaint} error={errors.complaint}>
        <textarea
          id="complaint"
          className={styles.textarea}
          rows={5}
          maxLength={500}
          placeholder={t.complaintPlaceholder}
          value={draft.complaint}
          aria-invalid={errors.complaint ? true : undefined}
          onChange={(e) => {
            update({ complaint: e.target.value });
            fix('complaint');
          }}
          data-testid="ask-complaint"
        />
        <span className={styles.count}>{[...draft.complaint.trim()].length}/500</span>
      </Field>
      <Field id="duration" label={t.duration} error={errors.duration}>
        <input
          id="duration"
          className={styles.input}
          maxLength={50}
          placeholder={t.durationPlaceholder}
          value={draft.duration}
          onChange={(e) => {
            update({ duration: e.target.value });
            fix('duration');
          }}
          data-testid="ask-duration"
        />
      </Field>
      <YesNo
        name="hasFever"
        legend={t.fever}
        value={draft.hasFever}
        yes={t.yes}
        no={t.no}
        error={errors.hasFever}
        onChange={(hasFever) => {
          update({ hasFever });
          fix('hasFever');
        }}
      />
      {draft.hasFever ? (
        <Field id="temperature" label={t.temperature} error={errors.temperature}>
          <input
            id="temperature"
            className={styles.input}
            inputMode="decimal"
            maxLength={5}
            placeholder={t.temperaturePlaceholder}
            value={draft.temperature}
            onChange={(e) => {
              update({ temperature: e.target.value });
              fix('temperature');
            }}
            data-testid="ask-temperature"
          />
        </Field>
      ) : null}
      <Field
        id="allergies"
        label={t.allergies}
        error={errors.allergies}
        hint={prefilled ? t.prefilled : undefined}
      >
        <input
          id="allergies"
          className={styles.input}
          maxLength={200}
          placeholder={t.allergiesPlaceholder}
          value={allergies}
          onChange={(e) => update({ allergies: e.target.value })}
          data-testid="ask-allergies"
        />
      </Field>
      <Field id="medicines" label={t.medicines} error={errors.medicines}>
        <input
          id="medicines"
          className={styles.input}
          maxLength={200}
          placeholder={t.medicinesPlaceholder}
          value={medicines}
          onChange={(e) => update({ medicines: e.target.value })}
          data-testid="ask-medicines"
        />
      </Field>
    </>
  );
};
