import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useShareEvaluation } from '../api/report-queries.ts';
import { reportStrings as s } from '../strings.ts';
import { copyText } from '@sprout/client-core';
import { absoluteShareLink, clinicDateTime } from '../utils/share-link.ts';
import styles from './reports.module.css';

interface Shared {
  sharePath: string;
  expiresAt: string;
}

/** 复制链接: copies the full address of a share (the server answers its path) and says how it went. */
export const CopyLinkButton = ({ sharePath, testId }: { sharePath: string; testId: string }) => (
  <button
    type="button"
    className={styles.smallButton}
    data-testid={testId}
    onClick={() =>
      void copyText(absoluteShareLink(sharePath, window.location.origin)).then((ok) =>
        toast(ok ? s.copied : s.copyFailed),
      )
    }
  >
    {s.copy}
  </button>
);

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
        {absoluteShareLink(shared.sharePath, window.location.origin)}
      </div>
      <div className={styles.minor} data-testid="share-expires">
        {s.shareExpires(clinicDateTime(shared.expiresAt))}
      </div>
      <div className={styles.minor}>{s.shareHint}</div>
      <div className={styles.itemActions} style={{ padding: '0 16px' }}>
        <button type="button" className={styles.smallButton} onClick={onClose}>
          {s.close}
        </button>
        <CopyLinkButton sharePath={shared.sharePath} testId="share-copy" />
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
        onSuccess: (r) => setShared({ sharePath: r.sharePath, expiresAt: r.expiresAt }),
      },
    );
  return { shared, share, close: () => setShared(null), pending: mutation.isPending };
};
