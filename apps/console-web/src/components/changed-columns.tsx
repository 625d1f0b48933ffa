import type { TableColumnsType } from 'antd';
import { formatClinicDateTime } from '../lib/format-time.ts';

interface Changed {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** 最后修改 and 修改人: every console list says when a row last changed and who changed it. */
export function changedColumns<T extends Changed>(): TableColumnsType<T> {
  return [
    {
      title: '最后修改',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      width: 140,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.updatedAt ? formatClinicDateTime(row.updatedAt) : '—'}
        </span>
      ),
    },
    {
      title: '修改人',
      dataIndex: 'updatedBy',
      key: 'updatedBy',
      width: 90,
      render: (_, row) => row.updatedBy ?? '—',
    },
  ];
}
