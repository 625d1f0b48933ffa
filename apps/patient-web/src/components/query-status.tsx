import { Button, DotLoading } from 'antd-mobile';
import styles from './query-status.module.css';

/** Where a page's content will be, while its query is on the way. */
export const QueryLoading = () => (
  <div className={styles.status}>
    <DotLoading color="primary" />
  </div>
);

/** The same place after the query failed: the client has toasted why, so only another try is offered. */
export const QueryRetry = ({ text, onRetry }: { text: string; onRetry: () => void }) => (
  <div className={styles.status}>
    <Button size="small" onClick={onRetry}>
      {text}
    </Button>
  </div>
);
