import { IMAGE_CHOICE_MAX as MAX_PICTURES } from '@sprout/domain';
import { useState } from 'react';
import pill from '../../../components/pill-button.module.css';
import { usePictureUploads } from '../hooks/use-picture-uploads.ts';
import { pictureStrings as s } from '../strings.ts';
import { ChooseButtons } from './choose-buttons.tsx';
import styles from './pictures.module.css';
import { UploadTiles } from './upload-tiles.tsx';

interface UploadPanelProps {
  babyId: number;
  onViewAlbums: () => void;
}

/** 上传病历: choose up to 9, compressed or original, each uploaded with its progress, failures retried. */
export const UploadPanel = ({ babyId, onViewAlbums }: UploadPanelProps) => {
  const [compressed, setCompressed] = useState(true);
  const { items, add, retry, remove } = usePictureUploads({ babyId, compressed });
  const failed = items.filter((item) => item.status === 'failed').map((item) => item.id);
  return (
    <>
      <section className={styles.card}>
        <p className={styles.hint}>{s.uploadHint}</p>
        <ChooseButtons
          remaining={MAX_PICTURES - items.length}
          max={MAX_PICTURES}
          onFiles={add}
          testIdPrefix="picture-choose"
        />
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={compressed}
            onChange={(e) => setCompressed(e.target.checked)}
            data-testid="picture-compressed"
          />
          {s.compressed}
        </label>
        <p className={styles.hint}>{s.compressedHint}</p>
        <p className={styles.count}>{s.chosen(items.length, MAX_PICTURES)}</p>
        <UploadTiles items={items} onRetry={(id) => retry([id])} onRemove={remove} />
      </section>
      <div className={styles.footer}>
        {failed.length > 0 ? (
          <button type="button" className={styles.textButton} onClick={() => retry(failed)}>
            {s.retryAll}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={pill.pill} onClick={onViewAlbums} data-testid="picture-view-albums">
          {s.viewAlbums}
        </button>
      </div>
    </>
  );
};
