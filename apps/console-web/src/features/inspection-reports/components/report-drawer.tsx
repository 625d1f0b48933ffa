import { App, Button, Descriptions, Drawer, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { openReportFile, useUploadReportFile } from '../api/report-files.ts';
import { type ConsoleReportFile, useDeleteFile, useReportDetail } from '../api/reports-api.ts';
import { ReasonModal } from './reason-modal.tsx';
import { ResultTable } from './result-table.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** One report as the doctor checks it: the results with their marks and its PDF sheets. */
export function ReportDrawer({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useReportDetail(reportId);
  const upload = useUploadReportFile();
  const removeFile = useDeleteFile();
  const [deleting, setDeleting] = useState<ConsoleReportFile | null>(null);
  const report = detail.data;
  const view = (fileId: number) =>
    openReportFile(fileId).catch((error: unknown) =>
      message.error(error instanceof Error ? error.message : '打开失败，请稍后重试'),
    );

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
          <Space style={{ margin: '16px 0 8px', justifyContent: 'space-between', width: '100%' }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              PDF报告单
            </Typography.Title>
            <Upload
              accept="application/pdf,.pdf"
              showUploadList={false}
              customRequest={({ file, onSuccess, onError }) => {
                if (!(file instanceof File)) return;
                upload.mutate(
                  { reportId, file },
                  {
                    onSuccess: (stored) => {
                      void message.success(`已上传 ${stored.fileName}`);
                      onSuccess?.(stored);
                    },
                    onError: (error) => {
                      void message.error(error.message);
                      onError?.(error);
                    },
                  },
                );
              }}
            >
              <Button type="primary" loading={upload.isPending} data-testid="reports-upload">
                上传PDF
              </Button>
            </Upload>
          </Space>
          <Table<ConsoleReportFile>
            size="small"
            rowKey="fileId"
            pagination={false}
            dataSource={report.files}
            locale={{ emptyText: '还没有上传报告单' }}
            columns={[
              { title: '文件', dataIndex: 'fileName', key: 'name' },
              { title: '页数', key: 'pages', width: 60, render: (_, f) => f.pageCount ?? '—' },
              { title: '大小', key: 'size', width: 80, render: (_, f) => sizeText(f.sizeBytes) },
              { title: '上传人', key: 'by', width: 90, render: (_, f) => f.uploadedByName ?? '—' },
              {
                title: '操作',
                key: 'actions',
                width: 120,
                render: (_, f) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => void view(f.fileId)}>
                      查看
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setDeleting(f)}>
                      删除
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      {deleting && (
        <ReasonModal
          title={`删除报告单 ${deleting.fileName}`}
          note="删除后家长端不再显示这份报告单。请写明原因（如：传错了文件）。"
          pending={removeFile.isPending}
          onSubmit={(reason) => removeFile.mutateAsync({ fileId: deleting.fileId, reason })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Drawer>
  );
}
