import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { fetchPointsPage } from '../api/fetch-points-page.ts';
import { memberKeys } from '../api/query-keys.ts';
import { memberStrings as s } from '../strings.ts';
import type { PointsEntryItem } from '../utils/member-types.ts';
import { clinicDateTime, entryKindLabel, signedPoints } from '../utils/points-text.ts';
import styles from './members.module.css';

const EntryRow = ({ e }: { e: PointsEntryItem }) => (
  <div className={styles.entry} data-testid="points-entry">
    <div className={styles.rowMain}>
      <div className={styles.rowReason}>{e.reason}</div>
      <div className={styles.rowSub}>
        {`${entryKindLabel(e)} · ${clinicDateTime(e.createdAt)}`}
        {e.expiresOn && e.points > 0 ? ` · ${s.expiresOn(e.expiresOn)}` : ''}
      </div>
    </div>
    <span className={e.points > 0 ? styles.plus : styles.minus}>{signedPoints(e.points)}</span>
  </div>
);

/** The balance on top: the first page's figures, which every page carries. */
const Balance = () => {
  const top = useQuery({ queryKey: [...memberKeys.ledger(), 'top'], queryFn: () => fetchPointsPage(1, 1) });
  return (
    <div className={styles.hero}>
      <div className={styles.heroLabel}>{s.balance}</div>
      <div className={styles.heroNumber} data-testid="points-balance">
        {top.data?.balance ?? '--'}
      </div>
      <div className={styles.heroNote}>{top.data ? s.usable(top.data.usable) : ''}</div>
    </div>
  );
};

/** 积分明细: every entry with the reason the parent reads, newest first. */
export const PointsLedger = () => (
  <div className={styles.page}>
    <PagedList
      queryKey={memberKeys.ledger()}
      fetchPage={fetchPointsPage}
      keyOf={(e) => e.entryId}
      header={<Balance />}
      empty={<EmptyState variant="list" tip={s.ledgerEmpty} />}
      renderItem={(e) => <EntryRow e={e} />}
    />
  </div>
);
