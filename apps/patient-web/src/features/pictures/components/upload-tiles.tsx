import type { UploadItem } from '../hooks/use-picture-uploads.ts';
import { pictureStrings as s } from '../strings.ts';
import styles from './pictures.module.css';

interface UploadTilesProps {
  items: readonly UploadItem[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const statusText = (item: UploadItem) => {
  switch (item.status) {
    case 'waiting':
      return s.waiting;
    case 'uploading':
      return s.uploading(item.percent);
    case 'done':
      return s.done;
    case 'failed':
      return item.error ?? s.failed;
  }
};

/** Each chosen picture with its own progress; a failed one offers 重试, any one can be removed. */
export const UploadTiles = ({ items, onRetry, onRemove }: UploadTilesProps) => (
  <ul className={styles.tiles} data-testid="picture-upload-tiles">
    {items.map((item, i) => {
      const src = item.picture?.thumbUrl ?? item.previewUrl;
      const isSending = item.status === 'uploading' || item.status === 'waiting';
      return (
        <li key={item.id} className={styles.tile} data-testid="picture-upload-tile" data-status={item.status}>
          {src ? (
            <img src={src} alt={item.fileName} />
          ) : (
            <div className={styles.noPreview}>{item.fileName}</div>
          )}
          <div
            className={
              item.status === 'failed' ? `${styles.tileStatus} ${styles.tileFailed}` : styles.tileStatus
            }
          >
            {isSending ? (
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={item.fileName}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.percent}
              >
                <span style={{ width: `${item.percent}%` }} />
              </div>
            ) : null}
            <span aria-live="polite">{statusText(item)}</span>
          </div>
          {item.status === 'failed' ? (
            <button type="button" className={styles.retry} onClick={() => onRetry(item.id)}>
              {s.retry}
            </button>
          ) : null}
          {item.status !== 'uploading' ? (
            <button
              type="button"
              className={styles.remove}
              aria-label={s.removePicture(i + 1)}
              onClick={() => onRemove(item.id)}
            />
          ) : null}
        </li>
      );
    })}
  </ul>
);
