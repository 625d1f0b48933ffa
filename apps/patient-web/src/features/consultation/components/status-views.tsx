import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { EmptyState } from '../../../components/empty-state.tsx';
import { zhCN } from '../../../locale/zh-CN.ts';
import styles from './doctor-home.module.css';

export const Loading = () => (
  <div className={`${styles.status} sp-page-loading`}>
    {zhCN.common.loading}
    <DotLoading />
  </div>
);

export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <EmptyState tip={zhCN.common.pullFailure}>
    <Button size="small" color="primary" fill="outline" onClick={onRetry}>
      {zhCN.common.retry}
    </Button>
  </EmptyState>
);
