import { Descriptions, Drawer, Typography } from 'antd';
import { useReportDetail } from '../api/reports-api.ts';
import { ReportFilesSection } from './report-files-section.tsx';
import { ResultTable } from './result-table.tsx';

/** One report as the doctor checks it: the results with their marks and its PDF sheets. */
export function ReportDrawer({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  const detail = useReportDetail(reportId);
  const report = detail.data;

  return (
    <Drawer
      open
      width={760}
      title={report?.name ?? '检查报告'}
      onClose={onClose}
      data-testid="reports-drawer"
    >
      {detail.isError && <Typography.Text type="danger">{detail.error.message}</Typography.Text>}
      {report && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: 'visit',
                label: '就诊',
                children: `${report.encounter.visitDate} ${report.encounter.departmentName}`,
              },
              { key: 'kind', label: '类型', children: report.kindName },
              { key: 'doctor', label: '报告医生', children: report.reportingDoctor ?? '—' },
              { key: 'by', label: '修改人', children: report.updatedByName ?? '—' },
            ]}
          />
          <Typography.Title level={5}>检查结果</Typography.Title>
          <ResultTable results={report.results} />
          {report.conclusion && (
            <>
              <Typography.Title level={5}>检查所见/结论</Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                {report.conclusion}
              </Typography.Paragraph>
            </>
          )}
          <ReportFilesSection reportId={reportId} files={report.files} />
        </>
      )}
    </Drawer>
  );
}
