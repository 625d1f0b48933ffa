import type { SystemMessage } from '@sprout/contract';
import { PagedList } from '../../../components/paged-list.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { hasToken, useSession } from '../../../stores/session.ts';
import { fetchMessagePage } from '../api/fetch-message-page.ts';
import { messageKeys } from '../api/query-keys.ts';
import { useReadAllMessages } from '../api/use-read-all-messages.ts';
import { useUnreadCount } from '../api/use-unread-count.ts';
import { MESSAGE_ROUTES } from '../routes.ts';
import { messageStrings as t } from '../strings.ts';
import { MessageItem } from './message-item.tsx';
import styles from './message-list.module.css';

/** 消息通知: newest first, with 全部已读 while anything is unread. */
export const MessageList = () => {
  const router = useAppRouter();
  const loggedIn = useSession(hasToken);
  const { data: unread = 0 } = useUnreadCount();
  const readAll = useReadAllMessages();

  const header = (
    <div className={styles.toolbar}>
      <span className={styles.count}>{unread > 0 ? t.unreadCount(unread) : t.noUnread}</span>
      <button
        type="button"
        className={styles.readAll}
        disabled={unread === 0 || readAll.isPending}
        data-testid="messages-read-all"
        onClick={() =>
          readAll.mutateAsync().then(
            () => toast(t.allRead),
            () => undefined,
          )
        }
      >
        {t.readAll}
      </button>
    </div>
  );

  return (
    <div className={styles.page}>
      <PagedList<SystemMessage>
        queryKey={messageKeys.list()}
        enabled={loggedIn}
        fetchPage={fetchMessagePage}
        keyOf={(message) => message.msgId}
        header={header}
        renderItem={(message) => (
          <MessageItem
            message={message}
            onOpen={() => router.navigate(MESSAGE_ROUTES.detail, { msgId: message.msgId })}
          />
        )}
      />
    </div>
  );
};
