import type { TableColumnsType } from 'antd';
import { formatClinicDateTime } from '../../../lib/format-time.ts';

interface Changed {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** 最后修改 and 修改人, the same on every list of this feature: rows never changed in the console show —. */
export function changedColumns<T extends Changed>(): TableColumnsType<T> {
  return [
    {
      title: '最后修改',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      width: 140,
      render: (_, row) => (row.updatedAt ? formatClinicDateTime(row.updatedAt) : '—'),
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
