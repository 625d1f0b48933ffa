import type { PictureView } from '@sprout/contract';
import { Dialog } from 'antd-mobile';
import { useCallback, useState } from 'react';
import pill from '../../../components/pill-button.module.css';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeletePicture } from '../api/use-delete-picture.ts';
import { usePictureAlbums } from '../api/use-picture-albums.ts';
import { pictureStrings as s } from '../strings.ts';
import { AlbumGrid } from './album-grid.tsx';
import { PictureViewer } from './picture-viewer.tsx';
import styles from './pictures.module.css';

interface PictureAlbumsProps {
  babyId: number;
  onUpload: () => void;
  /** 附到图文问诊: the chosen pictures go to a new inquiry. */
  onAttach: (pictureIds: number[]) => void;
  max: number;
}

/** 病历详情: albums by date, the full size on a tap, delete, and choosing pictures for an inquiry. */
export const PictureAlbums = ({ babyId, onUpload, onAttach, max }: PictureAlbumsProps) => {
  const { data, isLoading } = usePictureAlbums(babyId);
  const remove = useDeletePicture();
  const [viewing, setViewing] = useState<{ picture: PictureView; label: string } | null>(null);
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const closeViewer = useCallback(() => setViewing(null), []);

  const toggle = (pictureId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(pictureId)) next.delete(pictureId);
      else if (next.size < max) next.add(pictureId);
      else toast(s.overLimit(max));
      return next;
    });

  const deleteViewed = async (picture: PictureView) => {
    if (!(await Dialog.confirm({ content: s.deleteConfirm }))) return;
    await remove.mutateAsync({ body: { pictureId: picture.pictureId } });
    setViewing(null);
    toast(s.deleted);
  };

  if (isLoading || !data) return null;
  if (data.total === 0)
    return (
      <EmptyState tip={s.noPictures}>
        <button type="button" className={pill.pill} onClick={onUpload}>
          {s.uploadNow}
        </button>
      </EmptyState>
    );
  return (
    <>
      <p className={styles.hint}>{s.attachHint}</p>
      <AlbumGrid
        albums={data.albums}
        selected={selected}
        onTap={(picture, label) => (selected ? toggle(picture.pictureId) : setViewing({ picture, label }))}
      />
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.textButton}
          data-testid="picture-select"
          onClick={() => setSelected(selected ? null : new Set())}
        >
          {selected ? s.cancelSelect : s.select}
        </button>
        {selected ? (
          <button
            type="button"
            className={pill.pill}
            disabled={selected.size === 0}
            data-testid="picture-attach"
            onClick={() => onAttach([...selected])}
          >
            {s.attach(selected.size)}
          </button>
        ) : (
          <button type="button" className={pill.pill} onClick={onUpload}>
            {s.uploadNow}
          </button>
        )}
      </div>
      {viewing ? (
        <PictureViewer
          picture={viewing.picture}
          label={viewing.label}
          onClose={closeViewer}
          onDelete={() => void deleteViewed(viewing.picture)}
        />
      ) : null}
    </>
  );
};
