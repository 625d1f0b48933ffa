import { NOT_LINKED_HINT, type Page } from '@sprout/contract';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { fetchEncounterPage, fetchReportFilePage } from '../api/use-reports.ts';
import { useSession } from '../../../stores/session.ts';
import { reportStrings as s } from '../strings.ts';
import { BindRecord } from './bind-record.tsx';
import { EncounterCard } from './encounter-card.tsx';
import { FileRow } from './file-row.tsx';
import styles from './reports.module.css';

interface Linked {
  recordLinked: boolean;
  hint: string | null;
}

/**
 * Remembers whether the baby has a clinic record, from the pages as they arrive, so that an empty
 * list can say why (not linked yet) rather than only that it is empty.
 */
const useLinkHint = () => {
  const [hint, setHint] = useState<string | null>(null);
  const watch = <T extends Linked>(page: T): T => {
    setHint(page.recordLinked ? null : (page.hint ?? NOT_LINKED_HINT));
    return page;
  };
  /** `whenUnlinked`: what the parent can do about it (binding the record), under the hint. */
  const empty = (tip: string, whenUnlinked?: ReactNode): ReactNode =>
    hint ? (
      <>
        <EmptyState tip={hint} />
        {whenUnlinked}
      </>
    ) : (
      <EmptyState variant="list" tip={tip} />
    );
  return { watch, empty };
};

type EncounterPage = Awaited<ReturnType<typeof fetchEncounterPage>>;
type FilePage = Awaited<ReturnType<typeof fetchReportFilePage>>;
type Item<P> = P extends Page<infer T> ? T : never;

/**
 * 报告查询: the baby's visits, newest first, each with its reports; without a record, how to bind one
 * (unless the page already offers another way: `offerBinding` false).
 */
export const EncounterList = ({
  babyId,
  babyName,
  offerBinding = true,
}: {
  babyId: number;
  babyName: string;
  offerBinding?: boolean;
}) => {
  const phone = useSession((st) => st.phone);
  const link = useLinkHint();
  return (
    <PagedList<Item<EncounterPage>>
      queryKey={['inspection-encounters', babyId]}
      fetchPage={async (n, size) => link.watch(await fetchEncounterPage(babyId, n, size))}
      keyOf={(e) => e.encounterId}
      renderItem={(e) => <EncounterCard encounter={e} />}
      empty={link.empty(
        s.noEncounters,
        offerBinding ? <BindRecord babyId={babyId} babyName={babyName} phone={phone} /> : null,
      )}
    />
  );
};

/** 检查报告单: every PDF sheet of the baby's record, newest first. */
export const ReportFileList = ({ babyId }: { babyId: number }) => {
  const link = useLinkHint();
  return (
    <PagedList<Item<FilePage>>
      queryKey={['inspection-files', babyId]}
      fetchPage={async (n, size) => link.watch(await fetchReportFilePage(babyId, n, size))}
      keyOf={(f) => f.fileId}
      renderItem={(f) => (
        <div className={styles.fileCard}>
          <FileRow
            fileId={f.fileId}
            title={`${f.reportName} · ${f.fileName}`}
            subtitle={`${f.visitDate} ${f.departmentName}${f.pageCount ? ` · ${s.pages(f.pageCount)}` : ''}`}
          />
        </div>
      )}
      empty={link.empty(s.noFiles)}
    />
  );
};
