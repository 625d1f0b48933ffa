import type { SystemMessage } from '@sprout/contract';
import { messageStrings as t } from '../strings.ts';
import { formatMessageTime } from '../utils/format-message-time.ts';
import styles from './message-item.module.css';

/** One row of 消息通知: category, time, title, a two-line summary and a dot while unread. */
export const MessageItem = ({ message, onOpen }: { message: SystemMessage; onOpen: () => void }) => (
  <button
    type="button"
    className={styles.item}
    data-testid={`message-${message.msgId}`}
    data-read={message.isRead}
    onClick={onOpen}
  >
    <span className={styles.head}>
      <span className={styles.category}>{t.categories[message.category]}</span>
      <time className={styles.time} dateTime={message.createdAt}>
        {formatMessageTime(message.createdAt)}
      </time>
    </span>
    <span className={styles.titleLine}>
      {message.isRead ? null : <span className={styles.dot} role="img" aria-label={t.unreadDot} />}
      <span className={message.isRead ? styles.title : `${styles.title} ${styles.unread}`}>
        {message.title}
      </span>
    </span>
    {message.summary ? <span className={styles.summary}>{message.summary}</span> : null}
  </button>
);
