import type { Baby } from '@sprout/contract';
import Button from 'antd-mobile/es/components/button';
import { consultStrings as t } from '../strings.ts';
import styles from './ask-form.module.css';

/** Which child the inquiry is for: one button per baby, the chosen one pressed; or a way to add the first. */
export const BabyPick = ({
  babies,
  value,
  onChange,
  locked,
  onAddBaby,
  error,
}: {
  babies: readonly Baby[];
  value: number | null;
  onChange: (babyId: number) => void;
  /** 再次咨询 is for the child of the first inquiry. */
  locked: boolean;
  onAddBaby: () => void;
  error?: string | undefined;
}) => (
  <fieldset className={styles.field} id="babyId-field">
    <legend className={styles.label}>{t.askFor}</legend>
    {babies.length === 0 ? (
      <div className={styles.noBaby}>
        <span>{t.noBaby}</span>
        <Button size="small" color="primary" fill="outline" onClick={onAddBaby}>
          {t.addBaby}
        </Button>
      </div>
    ) : (
      <div className={styles.babies}>
        {babies
          .filter((b) => !locked || b.babyId === value)
          .map((b) => (
            <button
              key={b.babyId}
              type="button"
              aria-pressed={b.babyId === value}
              className={b.babyId === value ? `${styles.baby} ${styles.babyOn}` : styles.baby}
              data-testid={`ask-baby-${b.babyId}`}
              onClick={() => onChange(b.babyId)}
            >
              <span className={styles.babyName}>{b.babyName}</span>
              <span className={styles.babyMeta}>
                {b.sex} · {b.age.text}
              </span>
            </button>
          ))}
      </div>
    )}
    {error ? (
      <p className={styles.error} role="alert" data-testid="babyId-error">
        {error}
      </p>
    ) : null}
  </fieldset>
);
