import { useChatThread } from '@sprout/client-core/react';
import { Alert, Button, Flex, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { fetchChatTicket } from '../api/fetch-chat-ticket.ts';
import { loadChatPage } from '../api/load-chat-page.ts';
import { usePictureSends } from '../hooks/use-picture-sends.ts';
import { ChatPaneMessages } from './chat-pane-messages.tsx';
import { ChatPictureButton } from './chat-picture-button.tsx';

export interface ChatPaneProps {
  inquiryId: number;
  /** Height of the pane (the message list scrolls inside it). */
  height?: number | string;
  /** The inquiry's state changed (accepted, summary, closed, refunded): the screen refreshes its detail. */
  onInquiryEvent?: () => void;
}

/**
 * The doctor's chat with the parent of one inquiry (issue 14), for the inquiry detail screen and its own
 * route: messages with read receipts, older history, a 连接中… bar while the socket reconnects, and the
 * composer while the window is open (otherwise the server's reason), with 发送图片 beside it.
 */
export function ChatPane({ inquiryId, height = 560, onInquiryEvent }: ChatPaneProps) {
  const { thread, state } = useChatThread({
    inquiryId,
    own: 'doctor',
    fetchTicket: fetchChatTicket,
    loadPage: loadChatPage,
    onInquiryEvent,
  });
  const [draft, setDraft] = useState('');
  const pictures = usePictureSends(inquiryId, thread);

  if (state.phase === 'error') return <Result status="warning" title={state.error ?? '聊天记录加载失败'} />;

  const send = () => {
    if (thread?.sendText(draft)) setDraft('');
  };
  return (
    <Flex vertical style={{ height, border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
      {state.phase === 'ready' && state.connection !== 'open' && (
        <Alert type="warning" banner showIcon={false} title="连接中…" data-testid="console-chat-connecting" />
      )}
      <ChatPaneMessages
        state={state}
        onOlder={() => void thread?.loadOlder()}
        onResend={(clientId) => thread?.resend(clientId)}
        pictureSends={pictures.sends}
        onRetryPicture={pictures.retry}
      />
      {state.phase === 'ready' &&
        (state.canSend ? (
          <Flex gap={8} style={{ padding: 8, borderTop: '1px solid #f0f0f0' }} align="flex-end">
            <ChatPictureButton
              onPictures={(files) => {
                for (const file of files) pictures.send(file);
              }}
            />
            <Input.TextArea
              aria-label="输入消息"
              data-testid="console-chat-input"
              value={draft}
              maxLength={1000}
              autoSize={{ minRows: 1, maxRows: 5 }}
              placeholder="回复家长（Ctrl+Enter 发送）"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
              }}
            />
            <Button type="primary" onClick={send} disabled={!draft.trim()} data-testid="console-chat-send">
              发送
            </Button>
          </Flex>
        ) : (
          <Typography.Text
            type="secondary"
            style={{ padding: 12, textAlign: 'center' }}
            data-testid="console-chat-closed"
          >
            {state.closedReason ?? '当前不能发送消息'}
          </Typography.Text>
        ))}
    </Flex>
  );
}
