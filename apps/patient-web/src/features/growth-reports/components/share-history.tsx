import { Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  fetchEvaluationPage,
  fetchSharePage,
  REPORT_LIST_KEYS,
  useRevokeShare,
} from '../api/report-queries.ts';
import { reportStrings as s } from '../strings.ts';
import { clinicDateTime } from '../utils/share-link.ts';
import styles from './reports.module.css';
import { CopyLinkButton, ShareLinkCard, useShareFlow } from './share-panel.tsx';

/** 分享历史报告: every link the parent shared, its status and opens; copy it again; revoke asks first. */
export const ShareHistory = () => {
  const revoke = useRevokeShare();
  const confirmRevoke = async (shareId: number) => {
    const confirmed = await Dialog.confirm({
      title: s.revokeTitle,
      content: s.revokeContent,
      confirmText: s.revoke,
      cancelText: s.cancel,
    });
    if (!confirmed) return;
    await revoke.mutateAsync({ body: { shareId } }).then(
      () => toast(s.revoked),
      () => undefined,
    );
  };
  return (
    <PagedList
      queryKey={REPORT_LIST_KEYS.shares()}
      fetchPage={fetchSharePage}
      keyOf={(x) => x.shareId}
      empty={<EmptyState variant="list" tip={s.shareListEmpty} />}
      renderItem={(x) => (
        <div className={styles.item} data-testid={`share-${x.shareId}`}>
          <div className={styles.itemHead}>
            <span>{`${x.babyName} · ${x.date}`}</span>
            <span
              className={
                x.status === 'active' ? `${styles.tag} ${styles.tagClinic}` : `${styles.tag} ${styles.tagOff}`
              }
              data-testid={`share-status-${x.shareId}`}
            >
              {s.shareStatus[x.status]}
            </span>
          </div>
          <div className={styles.itemLine}>{`${x.ageLabel}　${s.opens(x.openCount)}`}</div>
          <div className={styles.itemLine}>{s.sharedAt(clinicDateTime(x.createdAt))}</div>
          <div className={styles.itemLine}>{s.shareExpires(clinicDateTime(x.expiresAt))}</div>
          {x.status === 'active' ? (
            <div className={styles.itemActions}>
              {x.sharePath !== null ? (
                <CopyLinkButton sharePath={x.sharePath} testId={`share-copy-${x.shareId}`} />
              ) : null}
              <button
                type="button"
                className={styles.dangerButton}
                data-testid={`share-revoke-${x.shareId}`}
                onClick={() => void confirmRevoke(x.shareId)}
              >
                {s.revoke}
              </button>
            </div>
          ) : null}
        </div>
      )}
    />
  );
};

/** 分享一份报告: pick one of the baby's reports, then show its new link. */
export const ShareFromList = ({ babyId }: { babyId: number }) => {
  const [open, setOpen] = useState(false);
  const flow = useShareFlow();
  return (
    <>
      {flow.shared ? <ShareLinkCard shared={flow.shared} onClose={flow.close} /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primaryButton}
          data-testid="share-new"
          onClick={() => setOpen(true)}
        >
          {s.shareNew}
        </button>
      </div>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}
      >
        <h2 className={styles.cardTitle}>{s.pickTitle}</h2>
        <div style={{ padding: '0 12px', background: '#f5f6f7' }}>
          {open ? (
            <PagedList
              queryKey={[...REPORT_LIST_KEYS.evaluations(babyId), 'pick']}
              refreshable={false}
              fetchPage={(pageNum, pageSize) => fetchEvaluationPage(babyId, pageNum, pageSize)}
              keyOf={(e) => e.evaluationId}
              empty={<EmptyState variant="list" tip={s.listEmpty} />}
              renderItem={(e) => (
                <button
                  type="button"
                  className={styles.item}
                  data-testid={`share-pick-${e.evaluationId}`}
                  onClick={() => {
                    setOpen(false);
                    flow.share(e.evaluationId);
                  }}
                >
                  <div className={styles.itemHead}>
                    <span>{s.homeLine(e.date, e.ageLabel)}</span>
                  </div>
                  <div className={styles.itemLine}>
                    {`${s.height} ${e.heightCm === null ? '—' : `${e.heightCm} ${s.cm}（${e.heightPercentileText ?? '—'}）`}`}
                  </div>
                </button>
              )}
            />
          ) : null}
        </div>
      </Popup>
    </>
  );
};
