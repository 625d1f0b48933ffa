import type { ConsoleHoliday } from '@sprout/contract';
import { clinicToday, weekdayOf } from '@sprout/domain';
import { Button, Popconfirm, type TableColumnsType, Tag } from 'antd';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import type { ListPaging } from '../../../lib/list-params.ts';
import { weekdayLabel } from '../utils/template-preview.ts';

interface HolidayTableProps {
  list: PagedQuery<ConsoleHoliday>;
  paging: ListPaging;
  facilityName: (facilityId: number) => string;
  removingId?: number;
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
    <PagedTable<ConsoleHoliday>
      size="middle"
      rowKey="holidayId"
      columns={columns}
      list={props.list}
      paging={props.paging}
      rowTestId={(h) => `holiday-row-${h.date}`}
      totalText={(count) => `共 ${count} 个节假日`}
      emptyText="这一年还没有设置节假日"
    />
  );
}
