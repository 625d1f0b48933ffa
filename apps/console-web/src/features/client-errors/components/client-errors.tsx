import { CLIENT_APPS, type ClientApp, type ClientErrorView } from '@sprout/contract';
import { type TableColumnsType, Typography } from 'antd';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type ClientErrorsQuery, useClientErrors } from '../api/list-client-errors.ts';

type Filters = Omit<ClientErrorsQuery, 'pageNum' | 'pageSize'>;
const APP_LABELS: Record<ClientApp, string> = { patient: '家长端', console: '控制台' };
const isApp = (v: string | null): v is ClientApp => v === 'patient' || v === 'console';
const readFilters = (params: URLSearchParams): Filters => {
  const app = params.get('app');
  return { app: isApp(app) ? app : undefined };
};

/** 前端错误: script errors the two front ends reported, one row per error with how often it came. */
export function ClientErrors() {
  const { query, filter, paging } = useListParams({ readFilters });
  const list = useClientErrors(query);
  const columns: TableColumnsType<ClientErrorView> = [
    { title: '应用', dataIndex: 'app', key: 'app', width: 90, render: (app: ClientApp) => APP_LABELS[app] },
    {
      title: '错误',
      key: 'message',
      render: (_, e) => (
        <>
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 4 }}>
            {e.message}
          </Typography.Paragraph>
          {e.stack ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 1, expandable: true }}
              style={{ marginBottom: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 12 }}
            >
              {e.stack}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    { title: '页面', dataIndex: 'page', key: 'page', width: 200 },
    { title: '版本', dataIndex: 'release', key: 'release', width: 130 },
    {
      title: '请求编号',
      dataIndex: 'requestId',
      key: 'requestId',
      width: 120,
      render: (id: string | null) =>
        id ? <Typography.Text copyable={{ text: id }}>{id.slice(0, 8)}</Typography.Text> : '—',
    },
    { title: '次数', dataIndex: 'count', key: 'count', width: 70 },
    {
      title: '最近一次',
      key: 'lastSeenAt',
      width: 170,
      render: (_, e) => formatClinicDateTime(e.lastSeenAt),
    },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect<ClientApp>
            label="应用"
            placeholder="全部应用"
            value={query.app}
            onChange={(app) => filter({ app })}
            options={CLIENT_APPS.map((value) => ({ value, label: APP_LABELS[value] }))}
            testId="client-errors-filter-app"
          />
        }
      />
      <PagedTable<ClientErrorView>
        rowKey="errorId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(e) => `client-error-${e.errorId}`}
        totalText={(count) => `共 ${count} 种错误`}
        emptyText="没有前端错误"
      />
    </>
  );
}
