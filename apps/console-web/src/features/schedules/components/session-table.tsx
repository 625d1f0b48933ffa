import type { ConsoleSession } from '@sprout/contract';
import { clinicToday, hasSessionEnded, PERIOD_LABELS, weekdayOf } from '@sprout/domain';
import { Badge, Button, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import type { ListPaging } from '../../../lib/list-params.ts';
import { weekdayLabel } from '../utils/template-preview.ts';

interface SessionTableProps {
  list: PagedQuery<ConsoleSession>;
  paging: ListPaging;
  selectedIds: number[];
  reopeningId?: number;
  onSelect: (rows: ConsoleSession[], selected: boolean) => void;
  onStop: (session: ConsoleSession) => void;
  onReopen: (session: ConsoleSession) => void;
}

/** A session that can still be stopped: open and not over (the server refuses an ended one too). */
export const isStoppable = (s: ConsoleSession, now = new Date()) =>
  s.status === 'open' && !hasSessionEnded(s, now);

export function SessionTable(props: SessionTableProps) {
  const today = clinicToday();
  const now = new Date();
  const columns: TableColumnsType<ConsoleSession> = [
    {
      title: '日期',
      key: 'date',
      width: 130,
      render: (_, s) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {s.date} {weekdayLabel(weekdayOf(s.date))}
        </span>
      ),
    },
    { title: '时段', key: 'period', width: 56, render: (_, s) => PERIOD_LABELS[s.period] },
    { title: '医生', dataIndex: 'doctorName', key: 'doctorName', width: 80 },
    {
      title: '已约 / 总人数',
      key: 'booked',
      width: 110,
      render: (_, s) => (
        <span title={`${s.slotCount} 个号源`} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong={s.booked > 0} data-testid="session-booked">
            {s.booked}
          </Typography.Text>{' '}
          / {s.capacity} 人
        </span>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, s) =>
        s.status === 'open' ? (
          <Badge status="success" text="出诊" />
        ) : (
          <Badge status="error" text="已停诊" data-testid="session-stopped" />
        ),
    },
    {
      title: '停诊原因',
      key: 'stopReason',
      ellipsis: true,
      render: (_, s) => s.stopReason ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    ...changedColumns<ConsoleSession>(),
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, s) => (
        <Space size={4}>
          {isStoppable(s, now) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => props.onStop(s)}
              data-testid="session-stop"
            >
              停诊
            </Button>
          )}
          {s.status === 'stopped' && s.date >= today && (
            <Popconfirm
              title="恢复出诊？"
              description="恢复后剩余号源重新开放预约；因停诊取消的预约不会恢复，家长需重新预约。"
              okText="恢复出诊"
              okButtonProps={{ 'data-testid': 'session-reopen-confirm' }}
              onConfirm={() => props.onReopen(s)}
            >
              <Button
                type="link"
                size="small"
                loading={props.reopeningId === s.sessionId}
                data-testid="session-reopen"
              >
                恢复出诊
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<ConsoleSession>
      size="middle"
      rowKey="sessionId"
      columns={columns}
      list={props.list}
      paging={props.paging}
      rowSelection={{
        selectedRowKeys: props.selectedIds,
        preserveSelectedRowKeys: true,
        getCheckboxProps: (s) => ({
          disabled: !isStoppable(s, now),
          'aria-label': `选择 ${s.date} ${PERIOD_LABELS[s.period]} ${s.doctorName}`,
          'data-testid': 'session-select',
        }),
        getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部可停诊的出诊' }),
        onSelect: (row, selected) => props.onSelect([row], selected),
        onSelectAll: (selected, _rows, changed) => props.onSelect(changed, selected),
      }}
      rowTestId={(s) => `session-row-${s.sessionId}`}
      totalText={(count) => `共 ${count} 个出诊`}
      emptyText="所选条件下没有出诊：可在“排班模板”中设置排班并生成号源"
    />
  );
}
