import styles from './doctor.module.css';

interface Chip<V> {
  value: V;
  label: string;
}

/** One row of filter choices that scrolls sideways; the chosen one is pressed. */
export function FilterChips<V extends string | number | null>({
  label,
  chips,
  value,
  onChange,
  testId,
}: {
  label: string;
  chips: Chip<V>[];
  value: V;
  onChange: (value: V) => void;
  testId: string;
}) {
  return (
    <fieldset className={styles.chips} data-testid={testId}>
      <legend className="sp-visually-hidden">{label}</legend>
      {chips.map((chip) => (
        <button
          key={String(chip.value)}
          type="button"
          aria-pressed={chip.value === value}
          className={chip.value === value ? `${styles.chip} ${styles.chipOn}` : styles.chip}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
