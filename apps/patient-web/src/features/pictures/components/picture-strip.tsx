import type { InquiryPicture } from '@sprout/contract';
import { useState } from 'react';
import styles from './pictures.module.css';
import { PictureViewer } from './picture-viewer.tsx';

/**
 * Pictures attached to something the parent sent (an inquiry's 病历图片): the thumbnails in a grid, the
 * full size over the page on a tap. Links are the parent's own and short-lived, as the page's answer issued them.
 */
export const PictureStrip = ({
  pictures,
  label,
}: {
  pictures: readonly InquiryPicture[];
  /** The accessible name of the i-th picture (1-based). */
  label: (i: number) => string;
}) => {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : pictures[open];
  return (
    <>
      <ul className={styles.tiles} data-testid="picture-strip">
        {pictures.map((picture, i) => (
          <li key={picture.pictureId} className={styles.tile}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={label(i + 1)}
              data-testid="picture-thumb"
              onClick={() => setOpen(i)}
            >
              <img src={picture.thumbUrl} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {shown && open !== null ? (
        <PictureViewer picture={shown} label={label(open + 1)} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
};
