import type { InquiryView } from '@sprout/contract';
import { chatStrings as t } from '../strings.ts';
import styles from './chat.module.css';

/** The doctor and the inquiry's state above the messages (问诊中, 已完成, 已退款…). */
export function ChatHeader({ inquiry }: { inquiry: InquiryView | undefined }) {
  if (!inquiry) return <header className={styles.header} aria-busy="true" />;
  return (
    <header className={styles.header} data-testid="chat-header">
      <div className={styles.doctor}>
        <span className={styles.doctorName}>{t.doctorLabel(inquiry.doctorName, inquiry.doctorTitle)}</span>
        <span className={styles.dept}>
          {inquiry.deptName} · {inquiry.kindLabel}
        </span>
      </div>
      <span className={styles.state} data-testid="chat-inquiry-state" data-status={inquiry.status}>
        {inquiry.statusLabel}
      </span>
    </header>
  );
}
