import type { TimelineItem } from '@sprout/client-core';
import { chatStrings as t } from '../strings.ts';
import styles from './chat.module.css';
import { ChatPicture } from './chat-picture.tsx';

type Stored = Extract<TimelineItem, { kind: 'stored' }>;
type Pending = Extract<TimelineItem, { kind: 'pending' }>;

const Body = ({
  kind,
  text,
  picture,
}: {
  kind: string;
  text: string;
  picture?: { inquiryId: number; pictureId: number };
}) => {
  if (kind !== 'image') return <span className={styles.text}>{text}</span>;
  if (picture) return <ChatPicture inquiryId={picture.inquiryId} pictureId={picture.pictureId} />;
  return (
    <span className={styles.image} role="img" aria-label={t.imageLabel}>
      {t.image}
    </span>
  );
};

/**
 * A stored message: own on the right with 已读/未读, the doctor's on the left, system ones centred. The
 * summary's line is a link to 问诊小结 (`onSummary`), where the doctor's advice is.
 */
export function StoredBubble({ item, onSummary }: { item: Stored; onSummary?: (inquiryId: number) => void }) {
  const { message, side } = item;
  if (side === 'system' && message.kind === 'inquirySummary' && onSummary)
    return (
      <button
        type="button"
        className={`${styles.system} ${styles.systemLink}`}
        onClick={() => onSummary(message.inquiryId)}
        data-testid="chat-system"
        data-seq={message.seq}
      >
        {message.text}
        <span className={styles.systemLinkMark}>{t.viewSummary}</span>
      </button>
    );
  if (side === 'system' && message.kind === 'redFlagAdvice')
    return (
      <div className={styles.redFlag} role="alert" data-testid="chat-red-flag" data-seq={message.seq}>
        <p className={styles.redFlagText}>{message.text}</p>
        <a className={styles.call120} href="tel:120">
          {t.call120}
        </a>
      </div>
    );
  if (side === 'system')
    return (
      <div className={styles.system} data-testid="chat-system" data-seq={message.seq}>
        {message.text}
      </div>
    );
  return (
    <div
      className={side === 'own' ? styles.rowOwn : styles.rowPeer}
      data-testid={`chat-${side}`}
      data-seq={message.seq}
    >
      <div className={side === 'own' ? styles.bubbleOwn : styles.bubblePeer}>
        <Body
          kind={message.kind}
          text={message.text}
          {...(message.pictureId === null
            ? {}
            : { picture: { inquiryId: message.inquiryId, pictureId: message.pictureId } })}
        />
      </div>
      {side === 'own' ? (
        <span className={styles.receipt} data-testid="chat-receipt" data-read={item.isRead}>
          {item.isRead ? t.read : t.unread}
        </span>
      ) : null}
    </div>
  );
}

/** A send not yet stored: 发送中, or 'fail' with a resend tap (the same client id: never a second copy). */
export function PendingBubble({ item, onResend }: { item: Pending; onResend: (clientId: string) => void }) {
  const { pending } = item;
  const failed = pending.status === 'fail';
  return (
    <div className={styles.rowOwn} data-testid="chat-pending" data-status={pending.status}>
      <div className={styles.pendingLine}>
        {failed ? (
          <button
            type="button"
            className={styles.resend}
            aria-label={t.resendLabel(pending.text)}
            data-testid="chat-resend"
            onClick={() => onResend(pending.clientId)}
          >
            !
          </button>
        ) : (
          <span className={styles.sending}>{t.sending}</span>
        )}
        <div className={styles.bubbleOwn}>
          <Body kind={pending.kind} text={pending.text} />
        </div>
      </div>
      {failed ? <span className={styles.failed}>{pending.error ?? t.failed}</span> : null}
    </div>
  );
}
