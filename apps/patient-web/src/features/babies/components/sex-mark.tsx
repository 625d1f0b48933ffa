import type { Sex } from '@sprout/domain';
import styles from './sex-mark.module.css';

/** 男 / 女 as a small coloured label: sex matters for every growth chart, so it is shown, not implied. */
export const SexMark = ({ sex }: { sex: Sex }) => (
  <span className={`${styles.mark} ${sex === '男' ? styles.boy : styles.girl}`}>{sex}</span>
);
