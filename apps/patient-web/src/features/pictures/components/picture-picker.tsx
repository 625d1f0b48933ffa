import type { UploadedPicture } from '@sprout/contract';
import { IMAGE_CHOICE_MAX } from '@sprout/domain';
import { Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import pill from '../../../components/pill-button.module.css';
import { usePictureAlbums } from '../api/use-picture-albums.ts';
import { usePictureUploads } from '../hooks/use-picture-uploads.ts';
import { pictureStrings as s } from '../strings.ts';
import { AlbumGrid } from './album-grid.tsx';
import { ChooseButtons } from './choose-buttons.tsx';
import styles from './pictures.module.css';
import { UploadTiles } from './upload-tiles.tsx';

/** A picture as a form holds it: what inquiryCreate takes (pictureIds) and what the form shows. */
export interface PictureRef {
  pictureId: number;
  thumbUrl: string;
}

export interface PicturePickerProps {
  babyId: number;
  value: readonly PictureRef[];
  onChange: (next: PictureRef[]) => void;
  max?: number;
}

const refOf = (p: Pick<UploadedPicture, 'pictureId' | 'thumbUrl'>): PictureRef => ({
  pictureId: p.pictureId,
  thumbUrl: p.thumbUrl,
});

/** 从病历详情选择: the baby's albums in a sheet, tapped to choose. */
const RecordsSheet = (props: {
  babyId: number;
  visible: boolean;
  chosen: readonly PictureRef[];
  max: number;
  onClose: () => void;
  onConfirm: (refs: PictureRef[]) => void;
}) => {
  const { data } = usePictureAlbums(props.visible ? props.babyId : null);
  const [picked, setPicked] = useState<Map<number, PictureRef>>(new Map());
  const chosen = new Set(props.chosen.map((r) => r.pictureId));
  const selected = new Set([...chosen, ...picked.keys()]);
  const toggle = (ref: PictureRef) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(ref.pictureId)) next.delete(ref.pictureId);
      else if (!chosen.has(ref.pictureId) && selected.size < props.max) next.set(ref.pictureId, ref);
      return next;
    });
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className={styles.pickerPopup}>
        <h2 className={styles.pickerTitle}>{s.pickerTitle}</h2>
        {data ? <AlbumGrid albums={data.albums} selected={selected} onTap={(p) => toggle(refOf(p))} /> : null}
        <div className={styles.footer}>
          <button type="button" className={styles.textButton} onClick={props.onClose}>
            {s.cancelSelect}
          </button>
          <button
            type="button"
            className={pill.pill}
            data-testid="picture-picker-confirm"
            onClick={() => {
              props.onConfirm([...picked.values()]);
              setPicked(new Map());
            }}
          >
            {s.confirm}
          </button>
        </div>
      </div>
    </Popup>
  );
};

/**
 * The pictures of a form (图文问诊 places it): up to `max`, uploaded here (album or camera, each with
 * its progress) or chosen from the baby's 病历详情. Only pictures the server has stored reach `value`.
 */
export const PicturePicker = ({ babyId, value, onChange, max = IMAGE_CHOICE_MAX }: PicturePickerProps) => {
  const current = useRef(value);
  current.current = value;
  const change = (next: PictureRef[]) => {
    current.current = next;
    onChange(next);
  };
  const { items, add, retry, remove } = usePictureUploads({
    babyId,
    compressed: true,
    onUploaded: (picture) => change([...current.current, refOf(picture)]),
  });
  const [sheetOpen, setSheetOpen] = useState(false);
  const inFlight = items.filter((item) => item.status !== 'done');
  const remaining = max - value.length - inFlight.length;
  return (
    <div data-testid="picture-picker">
      <ul className={`${styles.tiles} ${styles.pickerTiles}`}>
        {value.map((ref, i) => (
          <li key={ref.pictureId} className={styles.tile} data-testid="picture-picker-chosen">
            <img src={ref.thumbUrl} alt="" />
            <button
              type="button"
              className={styles.remove}
              aria-label={s.removePicture(i + 1)}
              onClick={() => change(value.filter((r) => r.pictureId !== ref.pictureId))}
            />
          </li>
        ))}
      </ul>
      {inFlight.length > 0 ? (
        <UploadTiles items={inFlight} onRetry={(id) => retry([id])} onRemove={remove} />
      ) : null}
      <p className={styles.count}>{s.chosen(value.length, max)}</p>
      <ChooseButtons remaining={remaining} max={max} onFiles={add} testIdPrefix="picture-picker" />
      <button
        type="button"
        className={styles.textButton}
        disabled={remaining <= 0}
        onClick={() => setSheetOpen(true)}
        data-testid="picture-picker-records"
      >
        {s.fromRecords}
      </button>
      <RecordsSheet
        babyId={babyId}
        visible={sheetOpen}
        chosen={value}
        max={max}
        onClose={() => setSheetOpen(false)}
        onConfirm={(refs) => {
          setSheetOpen(false);
          change([...current.current, ...refs]);
        }}
      />
    </div>
  );
};
