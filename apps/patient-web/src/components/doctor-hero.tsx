import type { ReactNode } from 'react';
import { DoctorAvatar, type DoctorAvatarProps } from './doctor-avatar.tsx';
import styles from './doctor-hero.module.css';

/**
 * The band a doctor's own page opens with: the avatar, and beside it what the page says of the doctor
 * (name row and lines, the page's own markup).
 */
export const DoctorHero = ({ avatar, children }: { avatar: DoctorAvatarProps; children: ReactNode }) => (
  <div className={styles.hero}>
    <DoctorAvatar {...avatar} />
    <div className={styles.heroMain}>{children}</div>
  </div>
);
