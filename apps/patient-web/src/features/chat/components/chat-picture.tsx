import { routes } from '@sprout/contract/routes';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../lib/api-client.ts';
import { chatStrings as t } from '../strings.ts';
import styles from './chat.module.css';

/** Links are issued for a few minutes: ask again a little before they lapse. */
const LINK_FRESH_MS = 4 * 60_000;

/**
 * A picture sent in the chat: its thumbnail, and the full size over the page on a tap. The message
 * carries only the picture's id; the links are this parent's own, asked for when the bubble shows.
 */
export function ChatPicture({ inquiryId, pictureId }: { inquiryId: number; pictureId: number }) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The viewer takes the focus so a keyboard or screen reader lands on 关闭; Escape closes it too.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const links = useApiQuery(
    routes.chat.chatPicture,
    { query: { inquiryId, pictureId } },
    { silent: true, staleTime: LINK_FRESH_MS },
  );
  if (!links.data)
    return (
      <span className={styles.image} role="img" aria-label={t.imageLabel}>
        {links.isError ? t.imageMissing : t.image}
      </span>
    );
  return (
    <>
      <button
        type="button"
        className={styles.pictureButton}
        onClick={() => setOpen(true)}
        data-testid="chat-picture"
      >
        <img className={styles.pictureThumb} src={links.data.thumbUrl} alt={t.imageLabel} />
      </button>
      {open ? (
        <div className={styles.pictureViewer} role="dialog" aria-modal="true" aria-label={t.imageLabel}>
          <img src={links.data.url} alt={t.imageLabel} />
          <button type="button" className={styles.pictureClose} onClick={() => setOpen(false)} ref={closeRef}>
            {t.close}
          </button>
        </div>
      ) : null}
    </>
  );
}
