import { Alert, Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useEncounterList } from '../api/reports-api.ts';

/**
 * A child's latest visits and their reports, for a doctor working on something else (an inquiry): what
 * was tested and how many results were out of range. The server audits the read.
 */
export function LatestReportsCard({ babyId, reportsPath }: { babyId: number; reportsPath?: string }) {
  const encounters = useEncounterList({ babyId, pageNum: 1, pageSize: 3 });
  const data = encounters.data;
  return (
    <Card
      size="small"
      title="最近检查报告"
      loading={encounters.isLoading}
      extra={reportsPath ? <Link to={reportsPath}>全部报告</Link> : undefined}
      data-testid="consult-child-reports"
    >
      {encounters.isError && <Alert type="error" showIcon title={encounters.error.message} />}
      {data && !data.recordLinked && (
        <Typography.Text type="secondary">儿童未绑定就诊档案，暂无检查报告</Typography.Text>
      )}
      {data?.recordLinked && data.list.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无检查报告" />
      )}
      {data?.recordLinked && data.list.length > 0 && (
        <List
          size="small"
          dataSource={data.list}
          renderItem={(e) => (
            <List.Item key={e.encounterId}>
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Typography.Text strong>
                  {e.visitDate} {e.departmentName} · {e.doctorName}
                </Typography.Text>
                {e.reports.length === 0 && (
                  <Typography.Text type="secondary">本次就诊无检查报告</Typography.Text>
                )}
                {e.reports.map((r) => (
                  <span key={r.reportId}>
                    {r.name}{' '}
                    {r.abnormalCount > 0 ? (
                      <Typography.Text type="danger">{r.abnormalCount} 项异常</Typography.Text>
                    ) : (
                      <Typography.Text type="secondary">结果正常</Typography.Text>
                    )}
                  </span>
                ))}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
