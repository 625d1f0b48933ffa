import { Alert, Pagination, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { type ListPaging, pagerProps } from '../lib/list-params.ts';
import { ListTheme } from './list-theme.tsx';

/** A paged contract answer as the list needs it (`pageOf` in the contract: list, total, pageNum, pageSize). */
interface PagedAnswer<T> {
  list: readonly T[];
  total: number;
}

/** The list's query, as TanStack Query hands it over. */
export interface PagedQuery<T> {
  data: PagedAnswer<T> | undefined;
  isFetching: boolean;
  error: Error | null;
}

interface PagedTableProps<T>
  extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onRow' | 'locale'> {
  list: PagedQuery<T>;
  paging: ListPaging;
  /** 共 3 个科室 */
  totalText: (count: number) => string;
  /** Each row's test id (the row also keeps role="row"). */
  rowTestId: (row: T) => string;
  /** What an empty list says (antd's 暂无数据 unless given). */
  emptyText?: ReactNode;
  /** Spinner while fetching; a list may spin only on a new page rather than on every refetch. */
  loading?: boolean;
  /** Off where the page already shows the query's error above the table. */
  showError?: boolean;
}

/** A console list's table: the rows of one page of a paged query, its pager, its spinner and its error. */
export function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const { list, paging, totalText, rowTestId, emptyText, loading, showError = true, ...table } = props;
  return (
    <ListTheme>
      {showError && list.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={list.error.message} />
      )}
      <Table<T>
        {...table}
        dataSource={list.data?.list ?? []}
        loading={loading ?? list.isFetching}
        onRow={(row) => ({ role: 'row', 'data-testid': rowTestId(row) })}
        pagination={pagerProps(paging, list.data?.total ?? 0, totalText)}
        locale={emptyText === undefined ? undefined : { emptyText }}
      />
    </ListTheme>
  );
}

/** The pager alone, under a list that is not a table (cards); hidden while everything fits on one page. */
export function ListPager({ paging, total }: { paging: ListPaging; total: number }) {
  return (
    <ListTheme>
      <Pagination {...pagerProps(paging, total)} hideOnSinglePage />
    </ListTheme>
  );
}
