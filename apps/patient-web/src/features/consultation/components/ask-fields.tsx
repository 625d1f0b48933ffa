import type { ReactNode } from 'react';
import styles from './ask-form.module.css';

/** One labelled field with its message; the message is tied to the control for screen readers. */
export const Field = ({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) => (
  <div className={styles.field} id={`${id}-field`}>
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
    {children}
    {hint ? <p className={styles.hint}>{hint}</p> : null}
    {error ? (
      <p className={styles.error} id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
        {error}
      </p>
    ) : null}
  </div>
);

/** 是 / 否 as two radio buttons drawn as a segmented control (44 px each). */
export const YesNo = ({
  name,
  legend,
  value,
  onChange,
  error,
  yes,
  no,
}: {
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  yes: string;
  no: string;
}) => (
  <fieldset className={styles.field} id={`${name}-field`}>
    <legend className={styles.label}>{legend}</legend>
    <div className={styles.segments}>
      {[true, false].map((v) => (
        <label
          key={String(v)}
          className={value === v ? `${styles.segment} ${styles.segmentOn}` : styles.segment}
        >
          <input
            type="radio"
            name={name}
            className="sp-visually-hidden"
            checked={value === v}
            onChange={() => onChange(v)}
            data-testid={`${name}-${v ? 'yes' : 'no'}`}
          />
          {v ? yes : no}
        </label>
      ))}
    </div>
    {error ? (
      <p className={styles.error} role="alert" data-testid={`${name}-error`}>
        {error}
      </p>
    ) : null}
  </fieldset>
);
