import { Button, type ButtonProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './action-bar.module.css';

/**
 * A page's main action as every patient page draws it: full width, primary, rounded, large.
 * data-testid and aria-* pass through to antd-mobile's Button.
 */
export const PrimaryButton = (props: Omit<ButtonProps, 'block' | 'color' | 'shape' | 'size'>) => (
  <Button block color="primary" shape="rounded" size="large" {...props} />
);

/**
 * The bar fixed at the foot of a list or form page (收货地址, 我的宝宝 and their forms) with the
 * page's main action; the page leaves room for it at its bottom.
 */
export const ActionBar = ({ children }: { children: ReactNode }) => (
  <div className={styles.bar}>{children}</div>
);
