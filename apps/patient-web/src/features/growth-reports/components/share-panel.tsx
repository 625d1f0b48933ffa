import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useShareEvaluation } from '../api/report-queries.ts';
import { reportStrings as s } from '../strings.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { absoluteShareLink, clinicDateTime } from '../utils/share-link.ts';
import styles from './reports.module.css';

interface Shared {
  link: string;
  expiresAt: string;
}

/** The link of a new share, with a copy button and when it stops opening. */
export const ShareLinkCard = ({ shared, onClose }: { shared: Shared; onClose(): void }) => {
  const ref = useRef<HTMLElement>(null);
  // The new link appears where the parent may not be looking: bring it into view.
  // Braces: newer browsers return a promise here, and React would call it as a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <section className={styles.card} data-testid="share-card" ref={ref}>
      <h2 className={styles.cardTitle}>{s.shareTitle}</h2>
      <div className={styles.link} data-testid="share-link">
        {shared.link}
      </div>
      <div className={styles.minor} data-testid="share-expires">
        {s.shareExpires(clinicDateTime(shared.expiresAt))}
      </div>
      <div className={styles.minor}>{s.shareHint}</div>
      <div className={styles.itemActions} style={{ padding: '0 16px' }}>
        <button type="button" className={styles.smallButton} onClick={onClose}>
          {s.close}
        </button>
        <button
          type="button"
          className={styles.smallButton}
          data-testid="share-copy"
          onClick={() => void copyText(shared.link).then((ok) => toast(ok ? s.copied : s.copyFailed))}
        >
          {s.copy}
        </button>
      </div>
    </section>
  );
};

/** Shares one report: asks the server for a link, then shows it. */
export const useShareFlow = () => {
  const mutation = useShareEvaluation();
  const [shared, setShared] = useState<Shared | null>(null);
  const share = (evaluationId: number) =>
    mutation.mutate(
      { body: { evaluationId } },
      {
        onSuccess: (r) =>
          setShared({ link: absoluteShareLink(r.sharePath, window.location.origin), expiresAt: r.expiresAt }),
      },
    );
  return { shared, share, close: () => setShared(null), pending: mutation.isPending };
};
