import type { DoctorTodayItem } from '@sprout/contract';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import type { ListPaging } from '../../../lib/list-params.ts';
import { canMark, STATUS_VIEW } from '../utils/appointment-status.ts';

interface DoctorDayTableProps {
  list: PagedQuery<DoctorTodayItem>;
  paging: ListPaging;
  /** The spinner: only for a new day or page, not for the minute's refresh. */
  loading: boolean;
  today: string;
  date: string;
  markingId?: number;
  onMark: (item: DoctorTodayItem, outcome: 'arrived' | 'no_show') => void;
}

export function DoctorDayTable(props: DoctorDayTableProps) {
  const { today } = props;
  const columns: TableColumnsType<DoctorTodayItem> = [
    { title: '时间', key: 'time', width: 120, render: (_, a) => `${a.startTime}-${a.endTime}` },
    { title: '宝宝', dataIndex: 'babyName', key: 'babyName', width: 120 },
    { title: '性别', dataIndex: 'babySex', key: 'babySex', width: 70 },
    { title: '年龄', dataIndex: 'age', key: 'age', width: 110 },
    { title: '就诊原因', dataIndex: 'visitReason', key: 'visitReason', ellipsis: true },
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_, a) => (
        <Tag color={STATUS_VIEW[a.status].color} data-testid="doctor-day-status-tag">
          {STATUS_VIEW[a.status].label}
        </Tag>
      ),
    },
    // When and by whom it was marked arrived or no-show.
    ...changedColumns<DoctorTodayItem>(),
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, a) => {
        if (canMark(a, today))
          return <MarkButtons item={a} loading={props.markingId === a.weId} onMark={props.onMark} />;
        if (a.status === 'booked' && a.date > today)
          return <Typography.Text type="secondary">就诊当天可标记</Typography.Text>;
        return null;
      },
    },
  ];

  return (
    <PagedTable<DoctorTodayItem>
      size="middle"
      rowKey="weId"
      columns={columns}
      list={props.list}
      paging={props.paging}
      loading={props.loading}
      rowTestId={(a) => `doctor-day-row-${a.weId}`}
      totalText={(count) => `共 ${count} 位`}
      emptyText={
        <div style={{ padding: '24px 0' }} data-testid="doctor-day-empty">
          <Typography.Text type="secondary">
            {props.date === today ? '今天' : props.date}暂无就诊预约
          </Typography.Text>
        </div>
      }
    />
  );
}

function MarkButtons({
  item,
  loading,
  onMark,
}: {
  item: DoctorTodayItem;
  loading: boolean;
  onMark: DoctorDayTableProps['onMark'];
}) {
  return (
    <Space size={4}>
      <Popconfirm
        title={`确认 ${item.babyName} 已到诊？`}
        okText="已到诊"
        okButtonProps={{ 'data-testid': 'doctor-day-arrived-confirm' }}
        onConfirm={() => onMark(item, 'arrived')}
      >
        <Button type="link" size="small" loading={loading} data-testid="doctor-day-arrived">
          到诊
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`标记 ${item.babyName} 爽约？`}
        description="标记后不能再改为到诊。"
        okText="标记爽约"
        okButtonProps={{ danger: true, 'data-testid': 'doctor-day-no-show-confirm' }}
        onConfirm={() => onMark(item, 'no_show')}
      >
        <Button type="link" size="small" danger disabled={loading} data-testid="doctor-day-no-show">
          爽约
        </Button>
      </Popconfirm>
    </Space>
  );
}
