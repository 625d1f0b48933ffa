import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { copyText } from '@sprout/client-core';

/**
 * While a QR card dialog is open, printing puts the card alone on the paper: the console (#root) and the
 * dialog's own frame, buttons and notes are left out. The rule lives only as long as the dialog.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 15mm; }
  #root, .ant-message, .qr-card-modal .ant-modal-mask, .qr-card-modal .ant-modal-header,
  .qr-card-modal .ant-modal-footer, .qr-card-modal .ant-modal-close, .qr-card-no-print {
    display: none !important;
  }
  .qr-card-modal .ant-modal-wrap { position: static !important; overflow: visible !important; }
  .qr-card-modal .ant-modal {
    position: static !important; top: 0 !important; width: auto !important; max-width: none !important;
    margin: 0 !important; padding: 0 !important; transform: none !important;
  }
  body { background: #fff !important; }
  .qr-card-modal .ant-modal-container { box-shadow: none !important; padding: 0 !important; }
  .qr-card { border: none !important; margin: 0 !important; padding-top: 40px !important; }
}`;

/** The SVG text as an image source: shown as a picture, never parsed into the page. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface QrCardModalProps {
  /** The dialog's title. */
  title: string;
  /** Prefix of the test ids: `${testId}-card`, `-name`, `-image`, `-link`, `-copy`, `-print`, `-close`. */
  testId: string;
  /** The server's card: the link and its QR code as SVG text. */
  qr: UseQueryResult<{ url: string; svg: string }, Error>;
  /** Who the card is for (printed above the code). */
  name: string;
  /** A second line under the name (printed). */
  subtitle?: ReactNode;
  /** What to do with the code, printed under it (e.g. 微信扫一扫，预约…). */
  caption: string;
  /** The toast after copying the link. */
  copied: string;
  /** Notes for the staff member, shown in the dialog and never printed. */
  notes?: ReactNode;
  onClose: () => void;
}

/** A printable card with one QR code and its link, as the clinic hands it to parents. */
export function QrCardModal(props: QrCardModalProps) {
  const { message } = App.useApp();
  const { qr, testId } = props;

  const copy = async () => {
    if (!qr.data) return;
    if (await copyText(qr.data.url)) void message.success(props.copied);
    else void message.error('复制失败，请手动选中链接复制');
  };

  return (
    <Modal
      open
      width={460}
      title={props.title}
      rootClassName="qr-card-modal"
      onCancel={props.onClose}
      footer={
        <Space>
          <Button onClick={props.onClose} data-testid={`${testId}-close`}>
            关闭
          </Button>
          <Button onClick={() => void copy()} disabled={!qr.data} data-testid={`${testId}-copy`}>
            复制链接
          </Button>
          <Button
            type="primary"
            onClick={() => window.print()}
            disabled={!qr.data}
            data-testid={`${testId}-print`}
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
          className="qr-card"
          data-testid={`${testId}-card`}
          style={{
            textAlign: 'center',
            border: '1px solid #e9edf0',
            borderRadius: 8,
            padding: '20px 16px',
            marginTop: 8,
          }}
        >
          <Typography.Title level={4} style={{ margin: 0 }} data-testid={`${testId}-name`}>
            {props.name}
          </Typography.Title>
          {props.subtitle && <Typography.Text type="secondary">{props.subtitle}</Typography.Text>}
          <img
            src={svgSource(qr.data.svg)}
            alt={`${props.name} ${props.title}`}
            width={240}
            height={240}
            style={{ display: 'block', margin: '12px auto' }}
            data-testid={`${testId}-image`}
          />
          <Typography.Text strong style={{ display: 'block' }}>
            {props.caption}
          </Typography.Text>
          <Typography.Paragraph
            type="secondary"
            style={{ fontSize: 12, margin: '8px 0 0', wordBreak: 'break-all' }}
            data-testid={`${testId}-link`}
          >
            {qr.data.url}
          </Typography.Paragraph>
        </div>
      )}
      {props.notes && <div className="qr-card-no-print">{props.notes}</div>}
    </Modal>
  );
}
