import { Table, type TableColumnsType } from 'antd';
import type { ConsoleBoneAgeRow } from '../api/list-bone-ages.ts';
import { GROWTH_STRINGS } from '../strings.ts';
import { advanceText } from '../utils/growth-cells.ts';

export function BoneAgeTable({ rows, isLoading }: { rows: ConsoleBoneAgeRow[]; isLoading: boolean }) {
  const columns: TableColumnsType<ConsoleBoneAgeRow> = [
    { title: '读片日期', dataIndex: 'date', key: 'date', width: 120 },
    { title: '当时年龄', dataIndex: 'ageLabel', key: 'age' },
    { title: '骨龄', dataIndex: 'boneAgeLabel', key: 'boneAge' },
    { title: '与年龄相比', key: 'advance', render: (_, b) => advanceText(b.advanceYears) },
    { title: '方法', key: 'method', render: (_, b) => GROWTH_STRINGS.boneAgeMethods[b.method] },
    { title: '录入人', key: 'staff', width: 90, render: (_, b) => b.staffName ?? '—' },
    { title: '备注', key: 'note', ellipsis: true, render: (_, b) => b.note ?? '' },
  ];
  return (
    <Table<ConsoleBoneAgeRow>
      size="middle"
      rowKey="boneAgeId"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      onRow={(b) => ({ role: 'row', 'data-testid': `growth-bone-age-row-${b.date}` })}
      locale={{ emptyText: '还没有骨龄记录' }}
    />
  );
}
