import { type ReactNode, useState } from 'react';
import styles from './doctor-avatar.module.css';

interface DoctorAvatarProps {
  name: string;
  photoUrl: string | null;
  /** Width and height in px; the initial is drawn at 40 % of it. */
  size: number;
  /** The initial's colours: 'solid' on booking's pages, 'soft' on consultation's. */
  tone: 'solid' | 'soft';
}

/** The doctor's photo, or a round badge with the first character of the name when there is none (or it fails). */
export const DoctorAvatar = ({ name, photoUrl, size, tone }: DoctorAvatarProps) => {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (photoUrl && !broken)
    return (
      <img
        className={`${styles.photo} ${styles[tone]}`}
        style={style}
        src={photoUrl}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  return (
    <span className={`${styles.initials} ${styles[tone]}`} style={style} aria-hidden="true">
      {[...name.trim()][0] ?? ''}
    </span>
  );
};

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
