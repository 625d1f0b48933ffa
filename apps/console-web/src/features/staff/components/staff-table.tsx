import type { StaffListRow, StaffMember } from '@sprout/contract';
import { Badge, Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import { formatClinicDateTime } from '../../../lib/format-time.ts';
import type { ListPaging } from '../../../lib/list-params.ts';
import { RoleTag } from './role-tag.tsx';

interface StaffTableProps {
  list: PagedQuery<StaffListRow>;
  paging: ListPaging;
  onEdit: (staff: StaffMember) => void;
  onResetPassword: (staff: StaffMember) => void;
  onUnlock: (staff: StaffListRow) => void;
}

export function StaffTable(props: StaffTableProps) {
  const { list, paging, onEdit, onResetPassword, onUnlock } = props;

  const columns: TableColumnsType<StaffListRow> = [
    { title: '用户名', dataIndex: 'username', key: 'username' },
    { title: '姓名', dataIndex: 'displayName', key: 'displayName' },
    { title: '角色', dataIndex: 'role', key: 'role', render: (_, staff) => <RoleTag role={staff.role} /> },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (_, staff) => (
        <Space direction="vertical" size={0}>
          {staff.status === 'active' ? (
            <Badge status="success" text="启用" />
          ) : (
            <Badge status="default" text="停用" />
          )}
          {staff.lockedUntil && (
            <Badge
              status="error"
              text={`密码错误次数过多，锁定至 ${formatClinicDateTime(staff.lockedUntil)}`}
              data-testid="staff-locked"
            />
          )}
        </Space>
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
      width: 240,
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
          {staff.lockedUntil && (
            <Popconfirm
              title="解除登录锁定？"
              description="确认是本人多次输错密码后再解除；解除后可立即重新登录。"
              okText="解除锁定"
              okButtonProps={{ 'data-testid': 'staff-unlock-confirm' }}
              onConfirm={() => onUnlock(staff)}
            >
              <Button type="link" size="small" data-testid="staff-unlock">
                解除锁定
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<StaffListRow>
      rowKey="staffId"
      columns={columns}
      list={list}
      paging={paging}
      rowTestId={(staff) => `staff-row-${staff.username}`}
      totalText={(count) => `共 ${count} 个账号`}
    />
  );
}
