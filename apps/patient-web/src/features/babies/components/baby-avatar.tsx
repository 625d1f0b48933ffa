import type { Sex } from '@sprout/domain';
import styles from './baby-avatar.module.css';

/** A round badge with the baby's first character, blue for boys and pink for girls (no photos are stored). */
export const BabyAvatar = ({ name, sex, size = 48 }: { name: string; sex: Sex; size?: number }) => (
  <span
    className={`${styles.avatar} ${sex === '男' ? styles.boy : styles.girl}`}
    style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
    aria-hidden="true"
  >
    {[...name.trim()][0] ?? ''}
  </span>
);
