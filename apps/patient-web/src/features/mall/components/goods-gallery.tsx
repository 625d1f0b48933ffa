import { Swiper, type SwiperRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { mallStrings as t } from '../strings.ts';
import styles from './mall.module.css';

/**
 * The goods' pictures, in the clinic's order, edge to edge: one as it is, several in a swiper with a
 * "2/3" count and a row of thumbnails under it. The thumbnails are 44 px buttons, so a parent who
 * cannot swipe (WCAG 2.5.7: no function by dragging only) or uses a keyboard still sees each one.
 */
export const GoodsGallery = ({ name, urls }: { name: string; urls: readonly string[] }) => {
  const swiper = useRef<SwiperRef>(null);
  const [current, setCurrent] = useState(0);
  // No picture: nothing, rather than an empty block that looks like a picture still loading.
  if (urls.length === 0) return null;
  if (urls.length === 1)
    return <img className={styles.picture} src={urls[0]} alt={name} data-testid="goods-picture" />;
  return (
    <section aria-label={t.pictures} className={styles.gallery}>
      <Swiper
        ref={swiper}
        className={styles.swiper}
        onIndexChange={setCurrent}
        indicator={(total, index) => (
          <span className={styles.count} aria-hidden="true">
            {index + 1}/{total}
          </span>
        )}
      >
        {urls.map((url, i) => (
          <Swiper.Item key={url}>
            <img
              className={styles.picture}
              src={url}
              alt={`${name}，${t.pictureOf(i + 1, urls.length)}`}
              data-testid="goods-picture"
              draggable={false}
            />
          </Swiper.Item>
        ))}
      </Swiper>
      <div className={styles.thumbs}>
        {urls.map((url, i) => (
          <button
            key={url}
            type="button"
            className={styles.thumbButton}
            aria-label={t.showPicture(i + 1)}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => swiper.current?.swipeTo(i)}
            data-testid={`goods-thumb-${i + 1}`}
          >
            <img className={styles.thumbImage} src={url} alt="" />
          </button>
        ))}
      </div>
    </section>
  );
};
