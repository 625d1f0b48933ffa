import { Badge } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { useUnreadCount } from '../api/use-unread-count.ts';
import { MESSAGE_ROUTES } from '../routes.ts';
import { messageStrings as t } from '../strings.ts';
import styles from './unread-bell.module.css';

/** The bell of the home bar, with the unread count; it opens 消息通知 (the shell asks visitors to log in). */
export const UnreadBell = ({ color = 'currentColor' }: { color?: string }) => {
  const router = useAppRouter();
  const { data: unread = 0 } = useUnreadCount();
  return (
    <button
      type="button"
      className={styles.bell}
      style={{ color }}
      aria-label={t.bellLabel(unread)}
      data-testid="home-message-bell"
      data-unread={unread}
      onClick={() => router.navigate(MESSAGE_ROUTES.list)}
    >
      <Badge content={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null}>
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="M10 20.5a2 2 0 0 0 4 0" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </Badge>
    </button>
  );
};
