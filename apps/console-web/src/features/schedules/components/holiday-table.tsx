import type { ConsoleHoliday } from '@sprout/contract';
import { clinicToday, weekdayOf } from '@sprout/domain';
import { Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { weekdayLabel } from '../utils/template-preview.ts';
import { changedColumns } from '../../../components/changed-columns.tsx';

interface HolidayTableProps {
  rows: ConsoleHoliday[];
  facilityName: (facilityId: number) => string;
  total: number;
  pageNum: number;
  pageSize: number;
  pageSizes: readonly number[];
  isLoading: boolean;
  removingId?: number;
  onPageChange: (pageNum: number, pageSize: number) => void;
  onRemove: (holiday: ConsoleHoliday) => void;
}

export function HolidayTable(props: HolidayTableProps) {
  const today = clinicToday();
  const columns: TableColumnsType<ConsoleHoliday> = [
    {
      title: '日期',
      key: 'date',
      width: 160,
      render: (_, h) => (
        <>
          {h.date} {weekdayLabel(weekdayOf(h.date))}
          {h.date < today && (
            <Tag style={{ marginLeft: 8 }} variant="filled">
              已过
            </Tag>
          )}
        </>
      ),
    },
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '院区', key: 'facility', render: (_, h) => props.facilityName(h.facilityId) },
    ...changedColumns<ConsoleHoliday>(),
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, h) => (
        <Popconfirm
          title={`删除节假日“${h.name}”？`}
          description={
            h.date >= today
              ? '删除后，因该节假日停诊的出诊恢复开放预约；已取消的预约不会恢复。当天若没有生成出诊，可再到“排班模板”生成号源。'
              : '这一天已过，删除只影响记录。'
          }
          okText="删除"
          okButtonProps={{ danger: true, 'data-testid': 'holiday-remove-confirm' }}
          onConfirm={() => props.onRemove(h)}
        >
          <Button
            type="link"
            size="small"
            danger
            loading={props.removingId === h.holidayId}
            data-testid="holiday-remove"
          >
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Table<ConsoleHoliday>
      size="middle"
      rowKey="holidayId"
      columns={columns}
      dataSource={props.rows}
      loading={props.isLoading}
      onRow={(h) => ({ role: 'row', 'data-testid': `holiday-row-${h.date}` })}
      pagination={{
        current: props.pageNum,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: props.pageSizes.map(String),
        showTotal: (count) => `共 ${count} 个节假日`,
        onChange: props.onPageChange,
      }}
      locale={{ emptyText: '这一年还没有设置节假日' }}
    />
  );
}
