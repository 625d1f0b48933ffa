import type { DoctorTodayItem } from '@sprout/contract';
import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { canMark, STATUS_VIEW } from '../utils/appointment-status.ts';

interface DoctorDayTableProps {
  rows: DoctorTodayItem[];
  today: string;
  date: string;
  total: number;
  pageNum: number;
  pageSize: number;
  pageSizes: readonly number[];
  isLoading: boolean;
  markingId?: number;
  onPageChange: (pageNum: number, pageSize: number) => void;
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
    <Table<DoctorTodayItem>
      size="middle"
      rowKey="weId"
      columns={columns}
      dataSource={props.rows}
      loading={props.isLoading}
      onRow={(a) => ({ role: 'row', 'data-testid': `doctor-day-row-${a.weId}` })}
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: props.pageSizes.map(String),
        showTotal: (count) => `共 ${count} 位`,
        onChange: props.onPageChange,
      }}
      locale={{
        emptyText: (
          <div style={{ padding: '24px 0' }} data-testid="doctor-day-empty">
            <Typography.Text type="secondary">
              {props.date === today ? '今天' : props.date}暂无就诊预约
            </Typography.Text>
          </div>
        ),
      }}
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
