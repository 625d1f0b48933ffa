import { bookingStrings as t } from '../strings.ts';
import styles from './step-bar.module.css';

/** Where the parent is in 门诊 → 科室 → 医生 → 时间 (0-based `current`). */
export const StepBar = ({ current }: { current: number }) => (
  <ol className={styles.steps} aria-label={t.steps.join('，')}>
    {t.steps.map((label, i) => (
      <li
        key={label}
        className={i < current ? styles.done : i === current ? styles.current : styles.todo}
        aria-current={i === current ? 'step' : undefined}
      >
        <span className={styles.dot}>{i + 1}</span>
        <span className={styles.label}>{label}</span>
      </li>
    ))}
  </ol>
);
