import type { ChangeEvent } from 'react';
import { toastError } from '../../../lib/toast.ts';
import { pictureStrings as s } from '../strings.ts';
import styles from './pictures.module.css';

interface ChooseButtonsProps {
  /** How many more pictures may be chosen now. */
  remaining: number;
  max: number;
  onFiles: (files: File[]) => void;
  testIdPrefix: string;
}

/** 从相册选择 and 拍照 (spec section 5: up to 9, album and camera); more than allowed keeps the first ones. */
export const ChooseButtons = ({ remaining, max, onFiles, testIdPrefix }: ChooseButtonsProps) => {
  const isFull = remaining <= 0;
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same picture can be chosen again after a removal
    if (files.length === 0) return;
    if (files.length > remaining) toastError(s.overLimit(max));
    if (remaining > 0) onFiles(files.slice(0, remaining));
  };
  const buttonClass = isFull ? `${styles.chooseButton} ${styles.chooseButtonOff}` : styles.chooseButton;
  return (
    <div className={styles.choose}>
      <label className={buttonClass} data-testid={`${testIdPrefix}-album`}>
        {s.fromAlbum}
        <input
          className={styles.fileInput}
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          disabled={isFull}
          onChange={picked}
        />
      </label>
      <label className={buttonClass} data-testid={`${testIdPrefix}-camera`}>
        {s.fromCamera}
        <input
          className={styles.fileInput}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={isFull}
          onChange={picked}
        />
      </label>
    </div>
  );
};
