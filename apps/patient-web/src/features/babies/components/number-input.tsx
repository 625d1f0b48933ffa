import { useEffect, useState } from 'react';
import styles from '../../../components/form.module.css';

interface NumberInputProps {
  id: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  /** Digits allowed after the point (0 for whole numbers). */
  decimals: 0 | 1;
  maxIntegerDigits: number;
  placeholder: string;
  testId: string;
}

const textOf = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

const numberOf = (text: string): number | null => (text === '' || text === '.' ? null : Number(text));

/**
 * A number typed as text: the text is kept as typed ('170.' while the parent is on the way to
 * '170.5') and the form gets the number. Characters that cannot belong to the number are dropped
 * as they are typed, so the form never holds NaN.
 */
export const NumberInput = ({
  id,
  value,
  onChange,
  onBlur,
  decimals,
  maxIntegerDigits,
  placeholder,
  testId,
}: NumberInputProps) => {
  const [text, setText] = useState(() => textOf(value));

  // Follow changes that come from outside the input (a restored draft, the edited baby loading).
  useEffect(() => {
    setText((current) => (numberOf(current) === (value ?? null) ? current : textOf(value)));
  }, [value]);

  const pattern =
    decimals === 0
      ? new RegExp(`^\\d{0,${maxIntegerDigits}}$`)
      : new RegExp(`^\\d{0,${maxIntegerDigits}}(\\.\\d?)?$`);

  return (
    <input
      id={id}
      className={styles.input}
      type="text"
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      data-testid={testId}
      onBlur={onBlur}
      onChange={(event) => {
        // Some Chinese keyboards type a full-width point.
        const next = event.target.value.replace(/[。．]/g, '.').trim();
        if (!pattern.test(next)) return;
        setText(next);
        onChange(numberOf(next));
      }}
    />
  );
};
