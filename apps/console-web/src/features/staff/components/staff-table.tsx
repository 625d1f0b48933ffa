import type { StaffMember } from '@sprout/contract';
import { Badge, Button, Space, Table, type TableColumnsType } from 'antd';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import { RoleTag } from './role-tag.tsx';

interface StaffTableProps {
  rows: StaffMember[];
  total: number;
  pageNum: number;
  pageSize: number;
  pageSizes: readonly number[];
  isLoading: boolean;
  onPageChange: (pageNum: number, pageSize: number) => void;
  onEdit: (staff: StaffMember) => void;
  onResetPassword: (staff: StaffMember) => void;
}

export function StaffTable(props: StaffTableProps) {
  const { rows, total, pageNum, pageSize, pageSizes, isLoading, onPageChange, onEdit, onResetPassword } =
    props;

  const columns: TableColumnsType<StaffMember> = [
    { title: '用户名', dataIndex: 'username', key: 'username' },
    { title: '姓名', dataIndex: 'displayName', key: 'displayName' },
    { title: '角色', dataIndex: 'role', key: 'role', render: (_, staff) => <RoleTag role={staff.role} /> },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (_, staff) =>
        staff.status === 'active' ? (
          <Badge status="success" text="启用" />
        ) : (
          <Badge status="default" text="停用" />
        ),
    },
    {
      title: '最后修改',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      render: (_, staff) => formatClinicDateTime(staff.updatedAt),
    },
    {
      title: '修改人',
      dataIndex: 'updatedBy',
      key: 'updatedBy',
      render: (_, staff) => staff.updatedBy ?? '—',
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, staff) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onEdit(staff)} data-testid="staff-edit">
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => onResetPassword(staff)}
            data-testid="staff-reset-password"
          >
            重置密码
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<StaffMember>
      rowKey="staffId"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      onRow={(staff) => ({ role: 'row', 'data-testid': `staff-row-${staff.username}` })}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: (count) => `共 ${count} 个账号`,
        onChange: onPageChange,
      }}
    />
  );
}
