import type { Sex } from '@sprout/domain';
import { zhCN } from '../../../locale/zh-CN.ts';
import styles from './baby-form.module.css';

const OPTIONS: readonly { value: Sex; label: string }[] = [
  { value: '男', label: zhCN.common.male },
  { value: '女', label: zhCN.common.female },
];

/** Two large tap targets instead of a picker: one tap, no popup. */
export const SexField = ({ value, onChange }: { value: Sex | undefined; onChange: (sex: Sex) => void }) => (
  <div className={styles.sexGroup}>
    {OPTIONS.map((option) => (
      <button
        key={option.value}
        type="button"
        className={styles.sexOption}
        aria-pressed={value === option.value}
        data-testid={`baby-form-sex-${option.value}`}
        onClick={() => onChange(option.value)}
      >
        {option.label}
      </button>
    ))}
  </div>
);
