import { Button, DotLoading } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { useMessageDetail } from '../api/use-message-detail.ts';
import { messageStrings as t } from '../strings.ts';
import { formatFullTime } from '../utils/format-message-time.ts';
import { safeAppLink } from '../utils/safe-app-link.ts';
import styles from './message-detail.module.css';

/** 消息详情: title, time and the full text with its line breaks; a button when the message points to a page. */
export const MessageDetail = ({ msgId }: { msgId: number | null }) => {
  const router = useAppRouter();
  const { data: message, isError } = useMessageDetail(msgId);

  if (msgId === null || isError) return <EmptyState text={t.notFound} />;
  if (!message) {
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  }
  const link = safeAppLink(message.link);

  return (
    <article className={styles.page} data-testid="message-detail">
      <span className={styles.category}>{t.categories[message.category]}</span>
      <h2 className={styles.title}>{message.title}</h2>
      <time className={styles.time} dateTime={message.createdAt}>
        {formatFullTime(message.createdAt)}
      </time>
      {/* Plain text rendered as text (never HTML); pre-wrap keeps the author's line breaks. */}
      <div className={styles.content}>{message.content}</div>
      {link ? (
        <div className={styles.action}>
          <Button
            block
            color="primary"
            shape="rounded"
            data-testid="message-open-link"
            onClick={() => router.navigate(link)}
          >
            {t.openLink}
          </Button>
        </div>
      ) : null}
    </article>
  );
};
