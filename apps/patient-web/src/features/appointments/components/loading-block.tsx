import { DotLoading } from 'antd-mobile';
import styles from './loading-block.module.css';

/** A page body still loading: the dots in the middle of the space. */
export const LoadingBlock = () => (
  <div className={styles.block} aria-live="polite">
    <DotLoading color="primary" />
  </div>
);
