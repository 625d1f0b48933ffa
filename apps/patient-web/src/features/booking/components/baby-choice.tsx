import type { Baby } from '@sprout/contract';
import { bookingStrings as t } from '../strings.ts';
import styles from './baby-choice.module.css';

interface BabyChoiceProps {
  babies: readonly Baby[];
  value: number | null;
  onChange: (babyId: number) => void;
}

/** Which child the visit is for: one large card per baby, the chosen one ticked. */
export const BabyChoice = ({ babies, value, onChange }: BabyChoiceProps) => (
  <div className={styles.list}>
    {babies.map((baby) => {
      const checked = baby.babyId === value;
      return (
        <button
          key={baby.babyId}
          type="button"
          aria-pressed={checked}
          className={checked ? `${styles.baby} ${styles.checked}` : styles.baby}
          data-testid={`booking-baby-${baby.babyId}`}
          onClick={() => onChange(baby.babyId)}
        >
          <span
            className={`${styles.avatar} ${baby.sex === '男' ? styles.boy : styles.girl}`}
            aria-hidden="true"
          >
            {[...baby.babyName.trim()][0] ?? ''}
          </span>
          <span className={styles.main}>
            <span className={styles.name}>
              {baby.babyName}
              {baby.isDefault ? <span className={styles.tag}>{t.defaultTag}</span> : null}
            </span>
            <span className={styles.meta}>
              {baby.sex} · {baby.age.text}
            </span>
          </span>
          <span className={styles.tick} aria-hidden="true" />
        </button>
      );
    })}
  </div>
);
