import { type ChatThreadState, chatTimeLabel, itemTime } from '@sprout/client-core';
import { useChatTimeline } from '@sprout/client-core/react';
import { Button, Typography, theme } from 'antd';
import { type CSSProperties, Fragment } from 'react';
import type { PictureSend } from '../hooks/use-picture-sends.ts';
import { ChatPanePending } from './chat-pane-pending.tsx';
import { ChatPanePicture } from './chat-pane-picture.tsx';

interface Props {
  state: ChatThreadState;
  onOlder: () => void;
  onResend: (clientId: string) => void;
  /** The doctor's pictures still uploading or refused: the newest sends, so after every message. */
  pictureSends: PictureSend[];
  onRetryPicture: (id: string) => void;
}

const bubble = (own: boolean, primary: string, peerBg: string): CSSProperties => ({
  maxWidth: '70%',
  padding: '8px 12px',
  borderRadius: 8,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  background: own ? primary : peerBg,
  color: own ? '#fff' : undefined,
});

const row = (own: boolean): CSSProperties => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: own ? 'flex-end' : 'flex-start',
  margin: '6px 0',
});

const bodyText = (kind: string, text: string) => (kind === 'image' ? '[图片]' : text);

/**
 * The messages, oldest first, with the 60 s time labels: the doctor's own on the right with 已读/未读,
 * the parent's on the left, system messages centred; sends not yet stored (and pictures still uploading)
 * show 发送中 or 发送失败 + 重发.
 */
export function ChatPaneMessages({ state, onOlder, onResend, pictureSends, onRetryPicture }: Props) {
  const { token } = theme.useToken();
  const { items, box } = useChatTimeline(state, 'doctor');

  return (
    <div
      ref={box}
      role="log"
      aria-label="聊天消息"
      data-testid="console-chat-list"
      style={{ flex: 1, overflowY: 'auto', padding: 12, background: token.colorFillQuaternary }}
      onScroll={(e) => {
        if (e.currentTarget.scrollTop < 40 && state.hasOlder && !state.loadingOlder) onOlder();
      }}
    >
      {state.hasOlder && (
        <div style={{ textAlign: 'center' }}>
          <Button type="link" onClick={onOlder} loading={state.loadingOlder}>
            查看更早的消息
          </Button>
        </div>
      )}
      {state.phase === 'ready' && items.length === 0 && (
        <Typography.Text type="secondary">还没有消息</Typography.Text>
      )}
      {items.map((item) => (
        <Fragment key={item.key}>
          {item.showTime && (
            <div
              style={{
                textAlign: 'center',
                fontSize: 12,
                color: token.colorTextSecondary,
                margin: '10px 0 4px',
              }}
            >
              {chatTimeLabel(itemTime(item))}
            </div>
          )}
          {item.kind === 'stored' && item.side === 'system' && (
            <div
              data-testid="console-chat-system"
              style={{ textAlign: 'center', fontSize: 13, color: token.colorTextSecondary, margin: '8px 0' }}
            >
              {item.message.text}
            </div>
          )}
          {item.kind === 'stored' && item.side !== 'system' && (
            <div
              style={row(item.side === 'own')}
              data-testid={`console-chat-${item.side}`}
              data-seq={item.message.seq}
            >
              <div style={bubble(item.side === 'own', token.colorPrimary, token.colorBgContainer)}>
                {item.message.kind === 'image' && item.message.pictureId !== null ? (
                  <ChatPanePicture inquiryId={item.message.inquiryId} pictureId={item.message.pictureId} />
                ) : (
                  bodyText(item.message.kind, item.message.text)
                )}
              </div>
              {item.side === 'own' && (
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 12 }}
                  data-testid="console-chat-receipt"
                  data-read={item.isRead}
                >
                  {item.isRead ? '已读' : '未读'}
                </Typography.Text>
              )}
            </div>
          )}
          {item.kind === 'pending' && (
            <ChatPanePending
              text={bodyText(item.pending.kind, item.pending.text)}
              status={item.pending.status}
              error={item.pending.error}
              onRetry={() => onResend(item.pending.clientId)}
              testId="console-chat-pending"
              retryTestId="console-chat-resend"
            />
          )}
        </Fragment>
      ))}
      {pictureSends.map((p) => (
        <ChatPanePending
          key={p.id}
          text={`[图片] ${p.fileName}`}
          status={p.status}
          error={p.error}
          onRetry={() => onRetryPicture(p.id)}
          testId="console-chat-picture-pending"
          retryTestId="console-chat-picture-retry"
        />
      ))}
    </div>
  );
}
