import { useState } from 'react';
import styles from './doctor-avatar.module.css';

export interface DoctorAvatarProps {
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
