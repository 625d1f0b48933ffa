import DotLoading from 'antd-mobile/es/components/dot-loading';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { bookingStrings as t } from '../strings.ts';
import styles from './status-views.module.css';

/** A block-sized spinner while a step loads. */
export const Loading = () => (
  <div className={styles.loading} aria-live="polite">
    <DotLoading color="primary" />
  </div>
);

/** A load that failed (the client has toasted why): say so and offer another try. */
export const LoadFailed = ({ onRetry, tip }: { onRetry: () => void; tip?: ReactNode }) => (
  <EmptyState variant="list" tip={tip ?? t.loadFailed}>
    <Button color="primary" size="small" fill="outline" onClick={onRetry}>
      {t.retry}
    </Button>
  </EmptyState>
);
