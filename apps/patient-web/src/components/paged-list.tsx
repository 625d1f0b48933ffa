import type { Page } from '@sprout/contract';
import {
  DEFAULT_PAGE_SIZE,
  LOAD_MORE_OFFSET,
  NO_MORE_LABEL_THRESHOLD,
  PULL_DOWN_REFRESH_OFFSET,
} from '@sprout/domain';
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { type Key, type ReactNode, useState } from 'react';
import { zhCN } from '../locale/zh-CN.ts';
import { EmptyState } from './empty-state.tsx';
import './paged-list.css';

export interface PagedListProps<T> {
  queryKey: QueryKey;
  /** Fetches one page; pageNum starts at 1 (spec 4). */
  fetchPage: (pageNum: number, pageSize: number) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => Key;
  /** Shown when the first page is empty; default the list empty state '~ 空空如也 ~'. */
  empty?: ReactNode;
  /** Default 10 (spec 9). */
  pageSize?: number;
  /** Pull-down refresh; some pages disable it (spec 2). Default on. */
  refreshable?: boolean;
  /** Idle until true (e.g. until logged in). */
  enabled?: boolean;
  /** Content above the rows, refreshed with them. */
  header?: ReactNode;
  className?: string;
}

/**
 * A paged list: pull-to-refresh (下拉刷新 → 释放更新 → 加载中... → 加载成功 / 加载失败, threshold
 * 80), load-more 150 px before the bottom, paging stops at a short page, '-- END --' once at least
 * 5 items exist (fewer: no label, spec 9).
 */
export function PagedList<T>({
  queryKey,
  fetchPage,
  renderItem,
  keyOf,
  empty,
  pageSize = DEFAULT_PAGE_SIZE,
  refreshable = true,
  enabled = true,
  header,
  className,
}: PagedListProps<T>) {
  const queryClient = useQueryClient();
  const [refreshFailed, setRefreshFailed] = useState(false);
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      if (last.list.length < pageSize || loaded >= last.total) return undefined;
      return pages.length + 1;
    },
  });

  const items = query.data?.pages.flatMap((page) => page.list) ?? [];

  const refresh = async () => {
    // Start over from page 1 rather than refetching every page loaded so far.
    queryClient.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    const result = await query.refetch();
    setRefreshFailed(result.isError);
  };

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  let body: ReactNode;
  if (query.isPending && enabled) {
    body = (
      <div className="sp-list__status" data-testid="paged-list-loading">
        {zhCN.common.loading}
        <DotLoading />
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <EmptyState variant="list" tip={zhCN.common.pullFailure}>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {zhCN.common.retry}
        </Button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = empty ?? <EmptyState variant="list" />;
  } else {
    body = (
      <>
        {items.map((item, index) => (
          <div className="sp-list__item" key={keyOf(item)}>
            {renderItem(item, index)}
          </div>
        ))}
        <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage} threshold={LOAD_MORE_OFFSET}>
          {(hasMore, failed, retry) => (
            <LoadMoreFooter hasMore={hasMore} failed={failed} retry={retry} count={items.length} />
          )}
        </InfiniteScroll>
      </>
    );
  }

  const content = (
    <div className={`sp-list${className ? ` ${className}` : ''}`} data-testid="paged-list">
      {header}
      {body}
    </div>
  );

  if (!refreshable) return content;
  return (
    <PullToRefresh
      onRefresh={refresh}
      threshold={PULL_DOWN_REFRESH_OFFSET}
      pullingText={zhCN.common.pullIdle}
      canReleaseText={zhCN.common.pullRelease}
      refreshingText={zhCN.common.pullRefreshing}
      completeText={refreshFailed ? zhCN.common.pullFailure : zhCN.common.pullSuccess}
    >
      {content}
    </PullToRefresh>
  );
}

function LoadMoreFooter({
  hasMore,
  failed,
  retry,
  count,
}: {
  hasMore: boolean;
  failed: boolean;
  retry: () => void;
  count: number;
}) {
  if (failed) {
    return (
      <button type="button" className="sp-list__retry" onClick={retry}>
        {zhCN.common.loadMoreRetry}
      </button>
    );
  }
  if (hasMore) {
    return (
      <span className="sp-list__status">
        {zhCN.common.loadMore}
        <DotLoading />
      </span>
    );
  }
  // Spec 9: the 'no more' label only once the list holds at least 5 items; shorter lists end quietly.
  if (count < NO_MORE_LABEL_THRESHOLD) return null;
  return <span className="sp-list__end">{zhCN.common.listEnd}</span>;
}

export default PagedList;
