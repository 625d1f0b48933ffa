import type { ConsoleComplaint } from '@sprout/contract';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useComplaintList } from '../api/list-complaints.ts';
import { useDoctorOptions } from '../api/list-services.ts';
import { COMPLAINT_STATUS_OPTIONS, readComplaintFilters } from '../utils/desk-filters.ts';
import { HandleComplaintDialog } from './handle-complaint-dialog.tsx';
import { ToneTag } from './tone-tag.tsx';

/** 投诉: parents' complaints about inquiries, newest first; a manager answers each once. */
export function ComplaintList({ inquiryPath }: { inquiryPath: (inquiryId: number) => string }) {
  const { query, filter, paging } = useListParams({ readFilters: readComplaintFilters });
  const list = useComplaintList(query);
  const doctors = useDoctorOptions();
  const [handling, setHandling] = useState<ConsoleComplaint | null>(null);
  const columns: TableColumnsType<ConsoleComplaint> = [
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, c) => <ToneTag tone={c.status === 'open' ? 'warn' : 'good'}>{c.statusLabel}</ToneTag>,
    },
    {
      title: '问诊',
      key: 'inquiry',
      width: 170,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <Link to={inquiryPath(c.inquiryId)}>问诊号 {c.inquiryId}</Link>
          <span>
            {c.babyName} · {c.doctorName}
          </span>
        </Space>
      ),
    },
    { title: '投诉内容', dataIndex: 'content', key: 'content' },
    {
      title: '处理',
      key: 'reply',
      render: (_, c) =>
        c.reply ? (
          <Space direction="vertical" size={0}>
            <span>{c.reply}</span>
            <Typography.Text type="secondary">
              {c.handledByName} · {c.handledAt ? formatClinicDateTime(c.handledAt) : ''}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    { title: '投诉时间', key: 'createdAt', width: 140, render: (_, c) => formatClinicDateTime(c.createdAt) },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, c) =>
        c.status === 'open' ? (
          <Button
            type="link"
            size="small"
            onClick={() => setHandling(c)}
            data-testid="consult-complaint-handle"
          >
            处理
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <FilterSelect
              label="状态"
              placeholder="全部状态"
              value={query.status}
              onChange={(status) => filter({ status })}
              options={COMPLAINT_STATUS_OPTIONS}
              testId="consult-complaint-status"
            />
            <FilterSelect
              label="医生"
              placeholder="全部医生"
              width={220}
              searchable
              loading={doctors.isFetching}
              value={query.doctorId}
              onChange={(doctorId) => filter({ doctorId })}
              options={doctors.data ?? []}
              testId="consult-complaint-doctor"
            />
          </>
        }
      />
      <PagedTable<ConsoleComplaint>
        rowKey="complaintId"
        columns={columns}
        list={list}
        paging={paging}
        rowTestId={(c) => `consult-complaint-${c.complaintId}`}
        totalText={(count) => `共 ${count} 条投诉`}
        emptyText="没有投诉"
      />
      {handling && <HandleComplaintDialog complaint={handling} onClose={() => setHandling(null)} />}
    </>
  );
}
