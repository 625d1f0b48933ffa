import { type StatusTone, TONE_COLOR } from '../utils/appointment-status.ts';
import styles from './status-tag.module.css';

/** A small outlined word in its status colour: 待支付, 已预约, 退款中… */
export const StatusTag = ({ label, tone, testId }: { label: string; tone: StatusTone; testId?: string }) => (
  <span
    className={styles.tag}
    style={{ color: TONE_COLOR[tone], borderColor: TONE_COLOR[tone] }}
    data-testid={testId}
    data-tone={tone}
  >
    {label}
  </span>
);
