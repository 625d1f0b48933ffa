import type { ConsoleTemplate } from '@sprout/contract';
import { PERIOD_LABELS } from '@sprout/domain';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import type { ListPaging } from '../../../lib/list-params.ts';
import { previewTemplate, weekdayLabel } from '../utils/template-preview.ts';
import { SlotPreviewSummary } from './slot-preview.tsx';

interface TemplateTableProps {
  list: PagedQuery<ConsoleTemplate>;
  paging: ListPaging;
  deletingId?: number;
  onEdit: (template: ConsoleTemplate) => void;
  onDelete: (template: ConsoleTemplate) => void;
}

export function TemplateTable(props: TemplateTableProps) {
  const columns: TableColumnsType<ConsoleTemplate> = [
    { title: '医生', dataIndex: 'doctorName', key: 'doctorName', width: 100 },
    {
      title: '出诊',
      key: 'weekday',
      width: 96,
      render: (_, t) => `${weekdayLabel(t.weekday)} ${PERIOD_LABELS[t.period]}`,
    },
    { title: '出诊时间', key: 'time', width: 110, render: (_, t) => `${t.startTime}-${t.endTime}` },
    { title: '号源时长', key: 'slotMinutes', width: 90, render: (_, t) => `${t.slotMinutes} 分钟` },
    { title: '每号人数', key: 'capacityPerSlot', width: 90, render: (_, t) => `${t.capacityPerSlot} 人` },
    {
      title: '号源预览',
      key: 'preview',
      render: (_, t) => <SlotPreviewSummary preview={previewTemplate(t)} testId="template-row-preview" />,
    },
    ...changedColumns<ConsoleTemplate>(),
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, t) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => props.onEdit(t)} data-testid="template-edit">
            编辑
          </Button>
          <Popconfirm
            title="删除这条排班？"
            description="已生成的出诊和号源保留不变（可能已有家长预约），以后不再按这条生成。"
            okText="删除"
            okButtonProps={{ danger: true, 'data-testid': 'template-delete-confirm' }}
            onConfirm={() => props.onDelete(t)}
          >
            <Button
              type="link"
              size="small"
              danger
              loading={props.deletingId === t.templateId}
              data-testid="template-delete"
            >
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<ConsoleTemplate>
      size="middle"
      rowKey="templateId"
      columns={columns}
      scroll={{ x: 'max-content' }}
      list={props.list}
      paging={props.paging}
      rowTestId={(t) => `template-row-${t.doctorId}-${t.weekday}-${t.period}`}
      totalText={(count) => `共 ${count} 条排班`}
      emptyText="还没有排班模板：点“新增排班”为医生设置每周的出诊时间"
    />
  );
}
