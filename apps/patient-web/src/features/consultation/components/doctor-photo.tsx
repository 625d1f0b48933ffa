import { useState } from 'react';
import styles from './badge.module.css';

/** The doctor's photo, or a round badge with the first character of the name when there is none (or it fails). */
export const DoctorPhoto = ({
  name,
  photoUrl,
  size = 56,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) => {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (photoUrl && !broken)
    return (
      <img
        className={styles.photo}
        style={style}
        src={photoUrl}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  return (
    <span className={styles.initials} style={style} aria-hidden="true">
      {[...name.trim()][0] ?? ''}
    </span>
  );
};
