import type { ReactNode } from 'react';
import styles from './form.module.css';

interface FormRowProps {
  label: string;
  /** id of the control, so that tapping the label focuses it. */
  htmlFor?: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Stack the control under the label (a street detail's text area). */
  stacked?: boolean;
  /** A label longer than the column of short ones (设为默认地址). */
  wideLabel?: boolean;
  children: ReactNode;
}

/** One labelled line of a patient form, with its error (or, without one, its hint) underneath. */
export const FormRow = ({
  label,
  htmlFor,
  required,
  error,
  hint,
  stacked,
  wideLabel,
  children,
}: FormRowProps) => (
  <div className={styles.row}>
    <div className={stacked ? `${styles.line} ${styles.stacked}` : styles.line}>
      <label
        htmlFor={htmlFor}
        className={[styles.label, required && styles.required, wideLabel && styles.wideLabel]
          .filter(Boolean)
          .join(' ')}
      >
        {label}
      </label>
      <div className={styles.control}>{children}</div>
    </div>
    {error ? (
      <div className={styles.error} role="alert">
        {error}
      </div>
    ) : hint ? (
      <div className={styles.hint}>{hint}</div>
    ) : null}
  </div>
);

export const Chevron = () => (
  <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

interface PickerButtonProps {
  id: string;
  testId: string;
  /** What is chosen, as the parent reads it; null shows the placeholder. */
  text: string | null;
  placeholder: string;
  onOpen: () => void;
}

/**
 * The row's control that opens a wheel (所在地区, 所在城市, 出生日期): the choice or a greyed
 * placeholder, and a chevron. The wheel itself is the field's: each picks a different thing.
 */
export const PickerButton = ({ id, testId, text, placeholder, onOpen }: PickerButtonProps) => (
  <button
    id={id}
    type="button"
    className={styles.picker}
    data-testid={testId}
    aria-haspopup="dialog"
    onClick={onOpen}
  >
    <span className={text ? styles.pickerText : `${styles.pickerText} ${styles.placeholder}`}>
      {text ?? placeholder}
    </span>
    <Chevron />
  </button>
);
