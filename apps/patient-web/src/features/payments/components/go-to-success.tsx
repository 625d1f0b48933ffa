import { DotLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useAppRouter } from '../../../lib/router.ts';
import { PAY_ROUTES } from '../routes.ts';
import styles from './pay-pages.module.css';

/** Dots while a pay page waits for the server. */
export const PayLoading = () => (
  <div className={styles.loading}>
    <DotLoading color="primary" />
  </div>
);

/** Sends the parent on to 支付成功 once the money is there, replacing 确认支付 in the history. */
export const GoToSuccess = ({ orderNo }: { orderNo: string }) => {
  const router = useAppRouter();
  useEffect(() => router.redirect(PAY_ROUTES.success, { orderNo }), [router, orderNo]);
  return <PayLoading />;
};
