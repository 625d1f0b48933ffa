import { NOT_LINKED_HINT, type Page } from '@sprout/contract';
import { type InfiniteData, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { fetchEncounterPage, fetchReportFilePage } from '../api/use-reports.ts';
import { useSession } from '../../../stores/session.ts';
import { reportStrings as s } from '../strings.ts';
import { BindRecord, type BindingBaby } from './bind-record.tsx';
import { EncounterCard } from './encounter-card.tsx';
import { FileRow } from './file-row.tsx';
import styles from './reports.module.css';

interface Linked {
  recordLinked: boolean;
  hint: string | null;
}

const hintOf = (page: Linked) => (page.recordLinked ? null : (page.hint ?? NOT_LINKED_HINT));

/**
 * Remembers whether the baby has a clinic record, from the pages as they arrive, so that an empty
 * list can say why (not linked yet) rather than only that it is empty. A list shown again from the
 * cache (back from 编辑宝宝 within the cache's 30 s) fetches nothing, so the cached first page says it.
 */
const useLinkHint = (queryKey: QueryKey) => {
  const client = useQueryClient();
  const [hint, setHint] = useState<string | null>(() => {
    const first = client.getQueryData<InfiniteData<Linked>>(queryKey)?.pages[0];
    return first ? hintOf(first) : null;
  });
  const watch = <T extends Linked>(page: T): T => {
    setHint(hintOf(page));
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
  baby,
  offerBinding = true,
}: {
  baby: BindingBaby;
  offerBinding?: boolean;
}) => {
  const { babyId } = baby;
  const phone = useSession((st) => st.phone);
  const queryKey = ['inspection-encounters', babyId];
  const link = useLinkHint(queryKey);
  return (
    <PagedList<Item<EncounterPage>>
      queryKey={queryKey}
      fetchPage={async (n, size) => link.watch(await fetchEncounterPage(babyId, n, size))}
      keyOf={(e) => e.encounterId}
      renderItem={(e) => <EncounterCard encounter={e} />}
      empty={link.empty(s.noEncounters, offerBinding ? <BindRecord baby={baby} phone={phone} /> : null)}
    />
  );
};

/** 检查报告单: every PDF sheet of the baby's record, newest first. */
export const ReportFileList = ({ babyId }: { babyId: number }) => {
  const queryKey = ['inspection-files', babyId];
  const link = useLinkHint(queryKey);
  return (
    <PagedList<Item<FilePage>>
      queryKey={queryKey}
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
