import type { ConsoleDoctor } from '@sprout/contract';
import { Avatar, Button, Space, type TableColumnsType, Typography } from 'antd';
import { changedColumns } from '../../../components/changed-columns.tsx';
import { PagedTable, type PagedQuery } from '../../../components/paged-table.tsx';
import type { ListPaging } from '../../../lib/list-params.ts';
import { feeLabel } from '../utils/fee.ts';
import { StatusBadge } from './status-badge.tsx';

interface DoctorTableProps {
  list: PagedQuery<ConsoleDoctor>;
  paging: ListPaging;
  onEdit: (doctor: ConsoleDoctor) => void;
  onToggleStatus: (doctor: ConsoleDoctor) => void;
  onQrCode: (doctor: ConsoleDoctor) => void;
}

export function DoctorTable(props: DoctorTableProps) {
  const { onEdit, onToggleStatus, onQrCode } = props;

  const columns: TableColumnsType<ConsoleDoctor> = [
    {
      title: '医生',
      key: 'name',
      render: (_, d) => (
        <div style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
          <Avatar src={d.photoUrl ?? undefined} style={{ backgroundColor: '#7fb8b3', flex: 'none' }}>
            {d.name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{d.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13, marginInlineStart: 8 }}>
              {d.title}
            </Typography.Text>
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 1, tooltip: d.speciality }}
              style={{ margin: 0, fontSize: 13 }}
            >
              擅长：{d.speciality}
            </Typography.Paragraph>
          </div>
        </div>
      ),
    },
    { title: '科室', dataIndex: 'departmentName', key: 'departmentName', width: 130 },
    {
      title: '挂号费',
      key: 'fee',
      width: 90,
      align: 'right',
      render: (_, d) => <span data-testid="doctor-fee">{feeLabel(d.registrationFeeFen)}</span>,
    },
    {
      title: '关联账号',
      key: 'staff',
      width: 96,
      render: (_, d) => d.staffName ?? <Typography.Text type="secondary">未关联</Typography.Text>,
    },
    { title: '状态', key: 'status', width: 76, render: (_, d) => <StatusBadge status={d.status} /> },
    ...changedColumns<ConsoleDoctor>(),
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(d)} data-testid="doctor-edit">
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => onQrCode(d)} data-testid="doctor-qr">
            二维码
          </Button>
          <Button
            type="link"
            size="small"
            danger={d.status === 'active'}
            onClick={() => onToggleStatus(d)}
            data-testid="doctor-toggle-status"
          >
            {d.status === 'active' ? '停用' : '启用'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<ConsoleDoctor>
      rowKey="doctorId"
      size="middle"
      columns={columns}
      scroll={{ x: 940 }}
      list={props.list}
      paging={props.paging}
      rowTestId={(d) => `doctor-row-${d.doctorId}`}
      totalText={(count) => `共 ${count} 位医生`}
    />
  );
}
