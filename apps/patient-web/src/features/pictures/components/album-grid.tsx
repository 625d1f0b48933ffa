import type { PictureView } from '@sprout/contract';
import { pictureStrings as s } from '../strings.ts';
import styles from './pictures.module.css';

export interface Album {
  albumDate: string;
  pictures: PictureView[];
}

interface AlbumGridProps {
  albums: readonly Album[];
  /** With a selection, a tap chooses; without, a tap opens the picture. */
  selected: ReadonlySet<number> | null;
  onTap: (picture: PictureView, label: string) => void;
}

/** A baby's pictures under their dates, newest first: thumbnails only (the full size opens on a tap). */
export const AlbumGrid = ({ albums, selected, onTap }: AlbumGridProps) => (
  <>
    {albums.map((album) => (
      <section key={album.albumDate} className={styles.card} aria-labelledby={`album-${album.albumDate}`}>
        <h2 id={`album-${album.albumDate}`} className={styles.albumDate}>
          {album.albumDate}
        </h2>
        <ul className={styles.tiles}>
          {album.pictures.map((picture, i) => {
            const label = s.picture(album.albumDate, i + 1);
            const isOn = selected?.has(picture.pictureId) ?? false;
            return (
              <li key={picture.pictureId} className={styles.tile}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={label}
                  aria-pressed={selected ? isOn : undefined}
                  data-testid="picture-thumb"
                  onClick={() => onTap(picture, label)}
                >
                  <img src={picture.thumbUrl} alt="" loading="lazy" />
                </button>
                {selected ? (
                  <span className={isOn ? `${styles.check} ${styles.checkOn}` : styles.check} />
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    ))}
  </>
);
