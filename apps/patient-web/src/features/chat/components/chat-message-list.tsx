import { type ChatThreadState, chatTimeLabel, itemTime } from '@sprout/client-core';
import { useChatTimeline } from '@sprout/client-core/react';
import { Fragment } from 'react';
import { chatStrings as t } from '../strings.ts';
import { PendingBubble, StoredBubble } from './chat-bubble.tsx';
import styles from './chat.module.css';

interface Props {
  state: ChatThreadState;
  onOlder: () => void;
  onResend: (clientId: string) => void;
  onSummary?: (inquiryId: number) => void;
}

/** Near the top, older messages load by themselves; the button does the same for keyboards and readers. */
const OLDER_AT_PX = 48;

/**
 * The messages, oldest first, with the spec's time labels. New messages keep the view at the bottom;
 * older ones loaded above keep what the parent was reading in place.
 */
export function ChatMessageList({ state, onOlder, onResend, onSummary }: Props) {
  const { items, box } = useChatTimeline(state, 'parent');

  const onScroll = () => {
    if ((box.current?.scrollTop ?? OLDER_AT_PX) < OLDER_AT_PX && state.hasOlder && !state.loadingOlder)
      onOlder();
  };

  return (
    <div
      ref={box}
      className={styles.list}
      onScroll={onScroll}
      role="log"
      aria-label={t.messagesLabel}
      data-testid="chat-list"
    >
      {state.hasOlder ? (
        <button type="button" className={styles.older} onClick={onOlder} disabled={state.loadingOlder}>
          {state.loadingOlder ? t.loadingOlder : t.older}
        </button>
      ) : null}
      {state.phase === 'ready' && items.length === 0 ? <p className={styles.empty}>{t.noMessages}</p> : null}
      {items.map((item) => (
        <Fragment key={item.key}>
          {item.showTime ? <div className={styles.time}>{chatTimeLabel(itemTime(item))}</div> : null}
          {item.kind === 'stored' ? (
            <StoredBubble item={item} {...(onSummary ? { onSummary } : {})} />
          ) : (
            <PendingBubble item={item} onResend={onResend} />
          )}
        </Fragment>
      ))}
    </div>
  );
}
