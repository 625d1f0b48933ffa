import { Button, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';

interface Props {
  text: string;
  status: 'sending' | 'fail';
  error?: string | undefined;
  onRetry: () => void;
  /** Which kind of send it is (a message the socket has not acknowledged, or a picture uploading). */
  testId: string;
  retryTestId: string;
}

const row: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: '6px 0',
};

/** One of the doctor's sends not yet stored: 发送中, or 发送失败 (the server's reason) and 重发. */
export function ChatPanePending({ text, status, error, onRetry, testId, retryTestId }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={row} data-testid={testId} data-status={status}>
      <div
        style={{
          maxWidth: '70%',
          padding: '8px 12px',
          borderRadius: 8,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          background: token.colorPrimary,
          color: '#fff',
        }}
      >
        {text}
      </div>
      {status === 'fail' ? (
        <span>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {error ?? '发送失败'}
          </Typography.Text>
          <Button size="small" type="link" danger data-testid={retryTestId} onClick={onRetry}>
            重发
          </Button>
        </span>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          发送中
        </Typography.Text>
      )}
    </div>
  );
}
