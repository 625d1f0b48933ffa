import type { ConsoleDepartment, ConsoleFacility } from '@sprout/contract';
import { App, Button, InputNumber, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import type { ListPaging } from '../../../lib/list-params.ts';
import { useUpdateDepartment } from '../api/update-department.ts';
import { StatusBadge } from './status-badge.tsx';

interface DepartmentTableProps {
  list: PagedQuery<ConsoleDepartment>;
  paging: ListPaging;
  facilities: ConsoleFacility[];
  onEdit: (department: ConsoleDepartment) => void;
}

/** The sort number edited in place: saved on Enter or when the field loses focus, if it changed. */
function SortCell({ department }: { department: ConsoleDepartment }) {
  const { message } = App.useApp();
  const update = useUpdateDepartment();
  const [value, setValue] = useState<number | null>(department.sort);
  const save = () => {
    if (value === null || value === department.sort) {
      setValue(department.sort);
      return;
    }
    update.mutate(
      { departmentId: department.departmentId, sort: value },
      {
        onSuccess: () => void message.success(`${department.name} 的排序已改为 ${value}`),
        onError: (error) => {
          setValue(department.sort);
          void message.error(error.message);
        },
      },
    );
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={9999}
      precision={0}
      value={value}
      onChange={setValue}
      onBlur={save}
      onPressEnter={save}
      disabled={update.isPending}
      style={{ width: 80 }}
      aria-label={`${department.name} 的排序`}
      data-testid="department-sort"
    />
  );
}

/** Opening or closing from the list, after saying what parents will see. */
function ToggleStatus({ department }: { department: ConsoleDepartment }) {
  const { message } = App.useApp();
  const update = useUpdateDepartment();
  const closing = department.status === 'open';
  return (
    <Popconfirm
      title={closing ? `关闭科室「${department.name}」？` : `开放科室「${department.name}」？`}
      description={
        closing ? '关闭后家长端的科室列表不再显示该科室。' : '开放后家长端的科室列表重新显示该科室。'
      }
      okText={closing ? '关闭' : '开放'}
      okButtonProps={{ danger: closing, 'data-testid': 'department-toggle-confirm' }}
      onConfirm={() =>
        update.mutateAsync(
          { departmentId: department.departmentId, status: closing ? 'closed' : 'open' },
          {
            onSuccess: () => void message.success(closing ? '已关闭' : '已开放'),
            onError: (error) => void message.error(error.message),
          },
        )
      }
    >
      <Button type="link" size="small" danger={closing} data-testid="department-toggle">
        {closing ? '关闭' : '开放'}
      </Button>
    </Popconfirm>
  );
}

export function DepartmentTable(props: DepartmentTableProps) {
  const { list, paging, facilities, onEdit } = props;
  const facilityName = (id: number) => facilities.find((f) => f.facilityId === id)?.name ?? `院区 ${id}`;

  const columns: TableColumnsType<ConsoleDepartment> = [
    {
      title: '排序',
      key: 'sort',
      width: 100,
      render: (_, d) => <SortCell key={`${d.departmentId}-${d.sort}`} department={d} />,
    },
    {
      title: '科室',
      key: 'name',
      render: (_, d) => (
        <>
          <Typography.Text strong>{d.name}</Typography.Text>
          {d.intro && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
              {d.intro}
            </Typography.Paragraph>
          )}
        </>
      ),
    },
    ...(facilities.length > 1
      ? [
          {
            title: '院区',
            key: 'facility',
            width: 200,
            render: (_: unknown, d: ConsoleDepartment) => facilityName(d.facilityId),
          },
        ]
      : []),
    { title: '状态', key: 'status', width: 80, render: (_, d) => <StatusBadge status={d.status} /> },
    ...changedColumns<ConsoleDepartment>(),
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, d) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onEdit(d)} data-testid="department-edit">
            编辑
          </Button>
          <ToggleStatus department={d} />
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<ConsoleDepartment>
      rowKey="departmentId"
      columns={columns}
      list={list}
      paging={paging}
      rowTestId={(d) => `department-row-${d.name}`}
      totalText={(count) => `共 ${count} 个科室`}
    />
  );
}
