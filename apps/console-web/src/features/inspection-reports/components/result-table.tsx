import { Table, Typography } from 'antd';
import type { ConsoleReportDetail } from '../api/reports-api.ts';

type Result = ConsoleReportDetail['results'][number];

/** The results as the parent will see them, with the server's ↑/↓/异常 marks. */
export function ResultTable({ results }: { results: readonly Result[] }) {
  return (
    <Table<Result>
      size="small"
      rowKey="resultId"
      pagination={false}
      dataSource={[...results]}
      locale={{ emptyText: '没有结构化结果' }}
      columns={[
        { title: '项目', dataIndex: 'itemName', key: 'item' },
        {
          title: '结果',
          key: 'value',
          render: (_, r) =>
            r.flag ? (
              <Typography.Text
                type={r.flag === 'low' ? undefined : 'danger'}
                strong
                style={r.flag === 'low' ? { color: '#1677ff' } : undefined}
              >
                {r.valueText} {r.flagMark}
              </Typography.Text>
            ) : (
              r.valueText
            ),
        },
        { title: '单位', key: 'unit', render: (_, r) => r.unit ?? '' },
        { title: '参考范围', key: 'range', render: (_, r) => r.rangeText ?? '' },
      ]}
    />
  );
}
