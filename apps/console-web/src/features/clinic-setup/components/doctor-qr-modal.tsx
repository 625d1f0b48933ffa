import type { ConsoleDoctor } from '@sprout/contract';
import { Alert, App, Button, Modal, Space, Spin, Typography } from 'antd';
import { useDoctorQrCode } from '../api/doctor-qr-code.ts';
import { copyText } from '../utils/copy-text.ts';

/**
 * While this dialog is open, printing puts the card alone on the paper: the console (#root) and the
 * dialog's own frame, buttons and notes are left out. The rule lives only as long as the dialog.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 15mm; }
  #root, .ant-message, .doctor-qr-modal .ant-modal-mask, .doctor-qr-modal .ant-modal-header,
  .doctor-qr-modal .ant-modal-footer, .doctor-qr-modal .ant-modal-close, .doctor-qr-no-print {
    display: none !important;
  }
  .doctor-qr-modal .ant-modal-wrap { position: static !important; overflow: visible !important; }
  .doctor-qr-modal .ant-modal {
    position: static !important; top: 0 !important; width: auto !important; max-width: none !important;
    margin: 0 !important; padding: 0 !important; transform: none !important;
  }
  body { background: #fff !important; }
  .doctor-qr-modal .ant-modal-container { box-shadow: none !important; padding: 0 !important; }
  .doctor-qr-card { border: none !important; margin: 0 !important; padding-top: 40px !important; }
}`;

/** The SVG text as an image source: shown as a picture, never parsed into the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function DoctorQrModal({ doctor, onClose }: { doctor: ConsoleDoctor; onClose: () => void }) {
  const { message } = App.useApp();
  const qr = useDoctorQrCode(doctor.doctorId);

  const copy = async () => {
    if (!qr.data) return;
    if (await copyText(qr.data.url)) void message.success('预约链接已复制');
    else void message.error('复制失败，请手动选中链接复制');
  };

  return (
    <Modal
      open
      width={460}
      title="医生预约二维码"
      rootClassName="doctor-qr-modal"
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose} data-testid="doctor-qr-close">
            关闭
          </Button>
          <Button onClick={() => void copy()} disabled={!qr.data} data-testid="doctor-qr-copy">
            复制链接
          </Button>
          <Button
            type="primary"
            onClick={() => window.print()}
            disabled={!qr.data}
            data-testid="doctor-qr-print"
          >
            打印
          </Button>
        </Space>
      }
    >
      <style>{PRINT_CSS}</style>
      {qr.isError && <Alert type="error" showIcon title={qr.error.message} />}
      {qr.isPending && (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin description="正在生成二维码…" />
        </div>
      )}
      {qr.data && (
        <div
          className="doctor-qr-card"
          data-testid="doctor-qr-card"
          style={{
            textAlign: 'center',
            border: '1px solid #e9edf0',
            borderRadius: 8,
            padding: '20px 16px',
            marginTop: 8,
          }}
        >
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="doctor-qr-name">
            {doctor.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {doctor.departmentName} · {doctor.title}
          </Typography.Text>
          <img
            src={svgSource(qr.data.svg)}
            alt={`${doctor.name}的预约二维码`}
            width={240}
            height={240}
            style={{ display: 'block', margin: '12px auto' }}
            data-testid="doctor-qr-image"
          />
          <Typography.Text strong style={{ display: 'block' }}>
            微信扫一扫，预约{doctor.name}医生
          </Typography.Text>
          <Typography.Paragraph
            type="secondary"
            style={{ fontSize: 12, margin: '8px 0 0', wordBreak: 'break-all' }}
            data-testid="doctor-qr-link"
          >
            {qr.data.url}
          </Typography.Paragraph>
        </div>
      )}
      {doctor.status === 'stopped' && (
        <Alert
          className="doctor-qr-no-print"
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title="该医生已停用：家长扫码后会看到「状态异常」，无法预约。"
        />
      )}
    </Modal>
  );
}
