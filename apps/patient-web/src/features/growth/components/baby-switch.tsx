import type { Baby } from '@sprout/contract';
import { useCurrentBaby } from '../../../stores/current-baby.ts';
import { growthStrings as s } from '../strings.ts';
import styles from './growth.module.css';

interface BabySwitchProps {
  babies: readonly Baby[];
  baby: Baby;
}

/** The current baby, with a chip for each of the parent's babies to switch to. */
export const BabySwitch = ({ babies, baby }: BabySwitchProps) => {
  const setCurrentBabyId = useCurrentBaby((st) => st.setCurrentBabyId);
  return (
    <div className={styles.babySwitch} data-testid="growth-baby-switch">
      <span className={styles.babyLabel}>{s.baby}</span>
      <div className={styles.chips}>
        {babies.map((b) => (
          <button
            key={b.babyId}
            type="button"
            className={b.babyId === baby.babyId ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            aria-pressed={b.babyId === baby.babyId}
            data-testid={`growth-baby-${b.babyId}`}
            onClick={() => setCurrentBabyId(b.babyId)}
          >
            {b.babyName}
          </button>
        ))}
      </div>
    </div>
  );
};
