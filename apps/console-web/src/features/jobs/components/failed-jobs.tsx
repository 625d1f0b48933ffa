import type { FailedJob } from '@sprout/contract';
import { App, Button, Popconfirm, type TableColumnsType, Typography } from 'antd';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { type FailedJobsQuery, useFailedJobs } from '../api/list-failed-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { JOB_KIND_OPTIONS, jobKindLabel } from '../utils/job-kinds.ts';

type Filters = Omit<FailedJobsQuery, 'pageNum' | 'pageSize'>;
const readFilters = (params: URLSearchParams): Filters => ({ kind: params.get('kind') ?? undefined });

/** 失败任务: jobs that gave up after their last try, with the last error and a retry. */
export function FailedJobs() {
  const { query, filter, paging } = useListParams({ readFilters });
  const list = useFailedJobs(query);
  const retry = useRetryJob();
  const { message } = App.useApp();
  const onRetry = (job: FailedJob) =>
    retry.mutate(job.jobId, {
      onSuccess: () => void message.success(`已重新排队：${jobKindLabel(job.kind)}（#${job.jobId}）`),
      onError: (error) => void message.error(error.message),
    });

  const columns: TableColumnsType<FailedJob> = [
    { title: '编号', dataIndex: 'jobId', key: 'jobId', width: 90 },
    {
      title: '任务',
      dataIndex: 'kind',
      key: 'kind',
      width: 180,
      render: (_, job) => jobKindLabel(job.kind),
    },
    { title: '已尝试', dataIndex: 'attempts', key: 'attempts', width: 90, render: (n: number) => `${n} 次` },
    {
      title: '最后的错误',
      dataIndex: 'lastError',
      key: 'lastError',
      render: (_, job) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
          {job.lastError ?? '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: '失败时间',
      dataIndex: 'failedAt',
      key: 'failedAt',
      width: 170,
      render: (_, job) => formatClinicDateTime(job.failedAt),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, job) => (
        <Popconfirm
          title="立即重试这个任务？"
          description="任务会重新排队并立即执行，失败后仍按递增间隔自动重试。"
          okText="重试"
          okButtonProps={{ 'data-testid': 'failed-job-retry-confirm' }}
          onConfirm={() => onRetry(job)}
        >
          <Button
            type="link"
            size="small"
            loading={retry.isPending && retry.variables === job.jobId}
            data-testid="failed-job-retry"
          >
            重试
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <FilterSelect
            label="任务类型"
            placeholder="全部任务类型"
            width={200}
            value={query.kind}
            onChange={(kind) => filter({ kind })}
            options={JOB_KIND_OPTIONS}
            testId="failed-jobs-filter-kind"
          />
        }
      />
      <PagedTable<FailedJob>
        rowKey="jobId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(job) => `failed-job-${job.jobId}`}
        totalText={(count) => `共 ${count} 个失败任务`}
        emptyText="没有失败的任务"
      />
    </>
  );
}
