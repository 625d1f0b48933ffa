import { App, Button, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { openReportFile, useUploadReportFile } from '../api/report-files.ts';
import { type ConsoleReportFile, useDeleteFile } from '../api/reports-api.ts';
import { ReasonModal } from './reason-modal.tsx';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The PDF sheets of a report: upload one, view one in a new tab, delete one with a reason. */
export function ReportFilesSection({ reportId, files }: { reportId: number; files: ConsoleReportFile[] }) {
  const { message } = App.useApp();
  const upload = useUploadReportFile();
  const removeFile = useDeleteFile();
  const [deleting, setDeleting] = useState<ConsoleReportFile | null>(null);
  const view = (fileId: number) =>
    openReportFile(fileId).catch((error: unknown) =>
      message.error(error instanceof Error ? error.message : '打开失败，请稍后重试'),
    );
  return (
    <>
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
        dataSource={files}
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
      {deleting && (
        <ReasonModal
          title={`删除报告单 ${deleting.fileName}`}
          note="删除后家长端不再显示这份报告单。请写明原因（如：传错了文件）。"
          onSubmit={(reason) => removeFile.mutateAsync({ fileId: deleting.fileId, reason })}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
