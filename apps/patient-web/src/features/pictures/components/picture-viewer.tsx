import type { PictureView } from '@sprout/contract';
import { useEffect, useRef } from 'react';
import { pictureStrings as s } from '../strings.ts';
import styles from './pictures.module.css';

interface PictureViewerProps {
  picture: Pick<PictureView, 'url' | 'width' | 'height'>;
  label: string;
  onClose: () => void;
  onDelete?: () => void;
}

/** The full-size picture over the page (pinch to zoom), with 关闭 and, in the albums, 删除. */
export const PictureViewer = ({ picture, label, onClose, onDelete }: PictureViewerProps) => {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="picture-viewer"
    >
      <div className={styles.viewerImage}>
        <img src={picture.url} alt={label} width={picture.width} height={picture.height} />
      </div>
      <div className={styles.viewerBar}>
        <button ref={closeRef} type="button" className={styles.viewerButton} onClick={onClose}>
          {s.close}
        </button>
        {onDelete ? (
          <button
            type="button"
            className={styles.viewerButton}
            onClick={onDelete}
            data-testid="picture-delete"
          >
            {s.deleteOne}
          </button>
        ) : null}
      </div>
    </div>
  );
};
