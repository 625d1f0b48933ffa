import type { ReactNode } from 'react';
import { homeStrings as t } from '../strings.ts';
import styles from './home-hero.module.css';

/** The clinic's sprout mark and name, for the home bar: drawn inline, no image request. */
export const HomeBrand = () => (
  <span className={styles.brand} data-testid="home-brand">
    <svg width="28" height="28" viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="18" cy="18" r="18" fill="#fff" />
      <path d="M18 27V17" stroke="var(--sp-color-teal)" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M18 18c0-4.5-3-7-7.5-7 0 4.5 3 7 7.5 7Z" fill="var(--sp-color-teal)" />
      <path d="M18 16c0-4 2.8-6.5 7-6.5 0 4-2.8 6.5-7 6.5Z" fill="var(--sp-color-teal)" opacity="0.8" />
    </svg>
    <span className={styles.brandName}>{t.brand}</span>
  </span>
);

/** The teal band under the bar, with its content (the baby card) overlapping the lower edge. */
export const HomeHero = ({ children }: { children: ReactNode }) => (
  <div className={styles.heroWrap}>
    <div className={styles.hero}>
      <p className={styles.slogan}>{t.slogan}</p>
    </div>
    <div className={styles.overlap}>{children}</div>
  </div>
);

/** Class for the home page's NavBar, merging it with the band below. */
export const homeBarClassName = styles.bar;
