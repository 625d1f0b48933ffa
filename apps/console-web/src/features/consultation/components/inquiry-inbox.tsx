import { INQUIRY_STATUS_LABELS } from '@sprout/domain';
import { App, Button, Segmented, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect, ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAcceptInquiry } from '../api/accept-inquiry.ts';
import { type InboxItem, useInbox } from '../api/list-inbox.ts';
import { useDoctorOptions } from '../api/list-services.ts';
import { sortByDeadline } from '../utils/countdown.ts';
import { INBOX_TABS, type InboxTab, readInboxFilters } from '../utils/inbox-filters.ts';
import { useNow } from '../utils/use-now.ts';
import { DeadlineTag } from './deadline-tag.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const TAB_OPTIONS = INBOX_TABS.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));

/**
 * 问诊工作台: the waiting inquiries with the time left to accept, most urgent first, and those in
 * progress with the time left for the first answer. A doctor accepts or declines; a manager sees every
 * doctor's (filter by doctor) and may refund by hand.
 */
export function InquiryInbox({
  isManager,
  detailPath,
}: {
  isManager: boolean;
  detailPath: (id: number) => string;
}) {
  const { query, filter, paging } = useListParams({ readFilters: readInboxFilters });
  const status: InboxTab = query.status ?? 'waiting';
  const list = useInbox({ ...query, status });
  const doctors = useDoctorOptions(isManager);
  const now = useNow();
  const accept = useAcceptInquiry();
  const { message } = App.useApp();
  const [declining, setDeclining] = useState<InboxItem | null>(null);
  const [refunding, setRefunding] = useState<InboxItem | null>(null);
  const sorted = list.data ? { ...list.data, list: sortByDeadline(list.data.list) } : undefined;

  const onAccept = (item: InboxItem) =>
    accept.mutate(
      { inquiryId: item.inquiryId },
      {
        onSuccess: () => void message.success(`已接诊 ${item.babyName}，请在首次回复时限内回复`),
        onError: (error) => void message.error(error.message),
      },
    );

  const columns: TableColumnsType<InboxItem> = [
    {
      title: status === 'waiting' ? '接诊剩余' : '首次回复剩余',
      key: 'due',
      width: 150,
      render: (_, i) =>
        status === 'inProgress' && i.firstAnsweredAt ? (
          <Typography.Text type="secondary">已回复</Typography.Text>
        ) : (
          <DeadlineTag dueAt={i.dueAt} now={now} label={status === 'waiting' ? '接诊剩余' : '回复剩余'} />
        ),
    },
    {
      title: '儿童',
      key: 'baby',
      width: 170,
      render: (_, i) => `${i.babyName}（${i.babySex}，${i.babyAge}）`,
    },
    { title: '类型', dataIndex: 'kindLabel', key: 'kind', width: 90 },
    {
      title: '主诉',
      dataIndex: 'complaint',
      key: 'complaint',
      render: (text: string, i) => (
        <>
          {/* An emergency sign the triage rules read in the parent's chat: first in the list, said here. */}
          {i.redFlag ? (
            <Tag color="red" data-testid="consult-red-flag" style={{ marginBottom: 4, whiteSpace: 'normal' }}>
              危险信号：{i.redFlag.signs.join('、')}
            </Tag>
          ) : null}
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {text}
          </Typography.Paragraph>
        </>
      ),
    },
    ...(isManager ? [{ title: '医生', dataIndex: 'doctorName', key: 'doctor', width: 100 }] : []),
    {
      title: '操作',
      key: 'actions',
      width: isManager ? 170 : 210,
      render: (_, i) => (
        <Space size={4} wrap>
          <Link to={detailPath(i.inquiryId)} data-testid="consult-open">
            查看
          </Link>
          {!isManager && i.status === 'waiting' && (
            <>
              <Button
                type="link"
                size="small"
                loading={accept.isPending && accept.variables?.inquiryId === i.inquiryId}
                onClick={() => onAccept(i)}
                data-testid="consult-accept"
              >
                接诊
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setDeclining(i)}
                data-testid="consult-decline"
              >
                拒绝
              </Button>
            </>
          )}
          {isManager && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setRefunding(i)}
              data-testid="consult-refund"
            >
              手动退款
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <>
            <Segmented<InboxTab>
              aria-label="问诊状态"
              options={TAB_OPTIONS}
              value={status}
              onChange={(next) => filter({ status: next === 'waiting' ? undefined : next })}
              data-testid="consult-inbox-tabs"
            />
            {isManager && (
              <FilterSelect
                label="医生"
                placeholder="全部医生"
                width={220}
                searchable
                loading={doctors.isFetching}
                value={query.doctorId}
                onChange={(doctorId) => filter({ doctorId })}
                options={doctors.data ?? []}
                testId="consult-inbox-doctor"
              />
            )}
          </>
        }
      />
      <PagedTable<InboxItem>
        rowKey="inquiryId"
        columns={columns}
        list={{ data: sorted, isFetching: list.isFetching, error: list.error }}
        loading={list.isLoading}
        paging={paging}
        rowTestId={(i) => `consult-inquiry-${i.inquiryId}`}
        totalText={(count) => `共 ${count} 个问诊`}
        emptyText={status === 'waiting' ? '没有待接诊的问诊' : '没有进行中的问诊'}
      />
      {declining && <DeclineDialog inquiry={declining} onClose={() => setDeclining(null)} />}
      {refunding && <RefundDialog inquiry={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
