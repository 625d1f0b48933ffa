import { Button, Card, Space, Table, Tag } from 'antd';
import type { ConsoleEncounter, ConsoleReportSummary } from '../api/reports-api.ts';

interface EncounterCardProps {
  encounter: ConsoleEncounter;
  onNewReport: () => void;
  onOpen: (reportId: number) => void;
  onDelete: (report: ConsoleReportSummary) => void;
}

/** One visit with its reports: result and abnormal counts, sheets, open and delete. */
export function EncounterCard({ encounter, onNewReport, onOpen, onDelete }: EncounterCardProps) {
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={`${encounter.visitDate} · ${encounter.departmentName} · ${encounter.doctorName}`}
      extra={
        <Button
          size="small"
          onClick={onNewReport}
          data-testid={`reports-new-report-${encounter.encounterId}`}
        >
          新建报告
        </Button>
      }
      data-testid={`reports-encounter-${encounter.encounterId}`}
    >
      <Table<ConsoleReportSummary>
        size="small"
        rowKey="reportId"
        pagination={false}
        dataSource={encounter.reports}
        locale={{ emptyText: '这次就诊还没有报告' }}
        columns={[
          { title: '报告', dataIndex: 'name', key: 'name' },
          { title: '类型', dataIndex: 'kindName', key: 'kind', width: 90 },
          {
            title: '结果',
            key: 'results',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                {`${r.resultCount}项`}
                {r.abnormalCount > 0 && <Tag color="red">{r.abnormalCount}项异常</Tag>}
              </Space>
            ),
          },
          { title: '报告单', key: 'files', width: 80, render: (_, r) => `${r.fileCount}份` },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => onOpen(r.reportId)}
                  data-testid={`reports-open-${r.reportId}`}
                >
                  查看
                </Button>
                <Button type="link" size="small" danger onClick={() => onDelete(r)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
