import { authStrings as t } from '../strings.ts';
import styles from './login-form.module.css';

/** The clinic's sprout mark beside its name: drawn inline, no image request. */
export const BrandMark = () => (
  <div className={styles.brand}>
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="18" cy="18" r="18" fill="var(--sp-color-teal)" />
      <path d="M18 27V17" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M18 18c0-4.5-3-7-7.5-7 0 4.5 3 7 7.5 7Z" fill="#fff" />
      <path d="M18 16c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5Z" fill="#fff" opacity="0.85" />
    </svg>
    <span>{t.brand}</span>
  </div>
);
