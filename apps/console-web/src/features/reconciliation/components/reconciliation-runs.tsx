import type { ReconciliationRun } from '@sprout/contract';
import { Alert, App, Button, Table, type TableColumnsType, Tag } from 'antd';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useReconciliationRuns, useRunReconciliationNow } from '../api/reconciliation-runs.ts';
import { checkLabel } from '../utils/check-labels.ts';

type Difference = ReconciliationRun['differences'][number];

const differenceColumns: TableColumnsType<Difference> = [
  { title: '核对项', dataIndex: 'check', key: 'check', width: 160, render: (c: string) => checkLabel(c) },
  { title: '对象', dataIndex: 'subject', key: 'subject', width: 220 },
  { title: '差异', dataIndex: 'detail', key: 'detail' },
];

/** The differences of one run, under its row. */
function RunDifferences({ run }: { run: ReconciliationRun }) {
  return (
    <>
      {run.differenceCount > run.differences.length && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={`共 ${run.differenceCount} 处差异，这里列出前 ${run.differences.length} 处`}
        />
      )}
      <Table<Difference>
        size="small"
        rowKey={(d) => `${d.check}:${d.subject}:${d.detail}`}
        columns={differenceColumns}
        dataSource={run.differences}
        pagination={false}
      />
    </>
  );
}

/** 对账: every night's proof that the books add up, and 立即对账. A run with differences is red. */
export function ReconciliationRuns() {
  const { query, paging } = useListParams({ readFilters: () => ({}) });
  const list = useReconciliationRuns(query);
  const runNow = useRunReconciliationNow();
  const { message } = App.useApp();
  const latest = list.data?.list[0];

  const onRunNow = () =>
    runNow.mutate(undefined, {
      onSuccess: (run) =>
        void (run.differenceCount === 0
          ? message.success('对账完成：账实相符')
          : message.error(`对账完成：发现 ${run.differenceCount} 处差异`)),
      onError: (error) => void message.error(error.message),
    });

  const columns: TableColumnsType<ReconciliationRun> = [
    { title: '编号', dataIndex: 'runId', key: 'runId', width: 90 },
    {
      title: '方式',
      dataIndex: 'trigger',
      key: 'trigger',
      width: 110,
      render: (t: ReconciliationRun['trigger']) => (t === 'nightly' ? '每晚自动' : '手动'),
    },
    {
      title: '开始时间',
      dataIndex: 'startedAt',
      key: 'startedAt',
      width: 180,
      render: (_, run) => formatClinicDateTime(run.startedAt),
    },
    {
      title: '核对项',
      dataIndex: 'checks',
      key: 'checks',
      render: (_, run) => run.checks.map(checkLabel).join('、'),
    },
    {
      title: '结果',
      dataIndex: 'differenceCount',
      key: 'differenceCount',
      width: 140,
      render: (_, run) =>
        run.differenceCount === 0 ? (
          <Tag color="green">账实相符</Tag>
        ) : (
          <Tag color="red">{`${run.differenceCount} 处差异`}</Tag>
        ),
    },
  ];

  return (
    <>
      {latest && latest.differenceCount > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`最近一次对账（${formatClinicDateTime(latest.startedAt)}）发现 ${latest.differenceCount} 处差异`}
          description="展开该次记录查看每一处差异；排查修正后可点“立即对账”复核。"
          data-testid="reconciliation-alert"
        />
      )}
      <ListToolbar
        actions={
          <Button
            type="primary"
            loading={runNow.isPending}
            onClick={onRunNow}
            data-testid="reconciliation-run-now"
          >
            立即对账
          </Button>
        }
      />
      <PagedTable<ReconciliationRun>
        rowKey="runId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(run) => `reconciliation-run-${run.runId}`}
        totalText={(count) => `共 ${count} 次对账`}
        emptyText="还没有对账记录：每晚 02:30 自动对账，也可以点“立即对账”"
        expandable={{
          rowExpandable: (run) => run.differenceCount > 0,
          expandedRowRender: (run) => <RunDifferences run={run} />,
        }}
      />
    </>
  );
}
