import { DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { EmptyWithWay } from '../../../components/empty-with-way.tsx';
import { QueryLoading, QueryRetry } from '../../../components/query-status.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAiConversation } from '../hooks/use-ai-conversation.ts';
import { AI_ROUTES } from '../routes.ts';
import { aiStrings as t } from '../strings.ts';
import { openQuestion, pinnedEmergency } from '../utils/conversation.ts';
import styles from './chat.module.css';
import { ChatComposer } from './chat-composer.tsx';
import { EmergencyBanner } from './emergency-banner.tsx';
import { MessageItem } from './message-item.tsx';

/**
 * AI问诊's conversation: an emergency pinned first, then the messages (the only part that scrolls),
 * the typing indicator while the assistant's turn is on its way, and the composer.
 */
export const AiChatScreen = ({ sessionId }: { sessionId: number }) => {
  const c = useAiConversation(sessionId);
  const listRef = useRef<HTMLDivElement>(null);
  const messages = c.detail.data?.messages ?? [];
  const last = messages[messages.length - 1]?.seq ?? 0;

  // The newest turn in view: after each message, and when the typing indicator shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the last message or the indicator changes
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last, c.asking, c.sendFailed, c.replyFailed]);

  if (c.detail.isPending) return <QueryLoading />;
  if (c.detail.isError) {
    if (isApiError(c.detail.error) && c.detail.error.code === 4004)
      return <EmptyWithWay tip={t.noSession} way={{ label: t.toStart, path: AI_ROUTES.start }} />;
    return <QueryRetry text={t.retry} onRetry={() => void c.detail.refetch()} />;
  }
  const emergency = pinnedEmergency(messages);
  const question = openQuestion(messages);
  const busy = c.sending || c.asking;
  return (
    <div className={styles.page}>
      {emergency ? <EmergencyBanner assessment={emergency} /> : null}
      <div className={styles.list} ref={listRef} data-testid="ai-messages">
        {messages.map((m) => (
          <MessageItem
            key={m.seq}
            message={m}
            sessionId={sessionId}
            chips={question?.seq === m.seq ? m.chips : null}
            onChip={(text) => void c.send(text)}
            chipsDisabled={busy}
          />
        ))}
        {c.asking ? (
          <div className={styles.rowPeer} data-testid="ai-typing">
            <div className={styles.bubblePeer} role="status" aria-label={t.typing}>
              <DotLoading color="primary" />
            </div>
          </div>
        ) : null}
        {c.replyFailed ? (
          <p className={styles.notice} role="status" data-testid="ai-reply-failed">
            {t.replyFailed}
            <button type="button" className={styles.noticeButton} onClick={c.retryReply}>
              {t.replyRetry}
            </button>
          </p>
        ) : null}
      </div>
      {c.sendFailed && c.draft.pending ? (
        <p className={styles.notice} role="alert" data-testid="ai-send-failed">
          {t.sendFailed}：{c.draft.pending.text}
          <button type="button" className={styles.noticeButton} onClick={c.resend} data-testid="ai-resend">
            {t.resend}
          </button>
        </p>
      ) : null}
      {c.upload.percent !== null ? (
        <p className={styles.uploading} role="status" data-testid="ai-uploading">
          {t.pictureUploading(c.upload.percent)}
        </p>
      ) : null}
      <ChatComposer
        text={c.draft.text}
        onText={c.setText}
        onSend={() => void c.send(c.draft.text)}
        sending={c.sending}
        onPicture={(file) => void c.upload.upload(file)}
        uploading={c.upload.percent !== null}
      />
    </div>
  );
};
