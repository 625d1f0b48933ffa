import type { ReactNode } from 'react';
import styles from './address-form.module.css';

interface FormRowProps {
  label: string;
  /** id of the control, so that tapping the label focuses it. */
  htmlFor?: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Stack the control under the label (the street detail's text area). */
  stacked?: boolean;
  /** A label longer than the column of short ones (设为默认地址). */
  wideLabel?: boolean;
  children: ReactNode;
}

/** One labelled line of the address form, with its error (or hint) underneath. */
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
