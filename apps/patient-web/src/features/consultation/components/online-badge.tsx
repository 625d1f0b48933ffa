import { consultStrings as t } from '../strings.ts';
import styles from './badge.module.css';

/** 在线 (on duty now, the service on) or 休息中. */
export const OnlineBadge = ({ isOnline, testId }: { isOnline: boolean; testId?: string }) => (
  <span className={isOnline ? styles.online : styles.offline} data-testid={testId}>
    {isOnline ? t.online : t.offline}
  </span>
);
