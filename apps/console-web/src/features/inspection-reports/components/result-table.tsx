import { Table, Typography } from 'antd';
import type { ConsoleReportDetail } from '../api/reports-api.ts';

type Result = ConsoleReportDetail['results'][number];

/** Abnormal values (↑, ↓, 异常) bold and red as the parent sees them: #c62828 is 5.6:1 on white (antd's danger red is 3.3:1). */
const ABNORMAL_STYLE = { color: '#c62828' } as const;

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
              <Typography.Text strong style={ABNORMAL_STYLE} data-flag={r.flag}>
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
