import { EmptyState } from '../../../components/empty-state.tsx';
import { useWechatShareCard } from '../../../lib/use-wechat-share.ts';
import { useSharedReport } from '../api/report-queries.ts';
import { reportStrings as s } from '../strings.ts';
import { clinicDateTime } from '../utils/share-link.ts';
import { EvaluationReport } from './evaluation-report.tsx';
import styles from './reports.module.css';

/**
 * A report opened from a share link, read-only and without a session. The server's refusals
 * (分享链接无效 / 已过期 / 已失效) are the page's empty state.
 */
export const SharedReportView = ({ token }: { token: string }) => {
  const query = useSharedReport(token);
  const shared = query.data;
  // Inside WeChat, the report sent on from the menu gets its own card (name masked, as on the page).
  useWechatShareCard(
    shared
      ? {
          title: s.shareCardTitle(shared.baby.name),
          desc: s.shareCardDesc(clinicDateTime(shared.expiresAt)),
          imgUrl: new URL(`${import.meta.env.BASE_URL}share-icon.png`, window.location.origin).toString(),
        }
      : null,
  );
  if (token === '') return <EmptyState tip={s.sharedMissing} />;
  if (query.isPending) return <div className={styles.status}>{s.loading}</div>;
  if (!query.data) {
    return (
      <div data-testid="shared-report-error">
        <EmptyState tip={query.error?.msg ?? s.sharedFailed} />
      </div>
    );
  }
  const r = query.data;
  return (
    <div className={styles.page} data-testid="shared-report">
      <div className={styles.minor} style={{ margin: '0 4px 8px' }}>
        {`${s.sharedHeader(r.baby.name)}　${s.sharedExpires(clinicDateTime(r.expiresAt))}`}
      </div>
      <EvaluationReport report={r} />
    </div>
  );
};
