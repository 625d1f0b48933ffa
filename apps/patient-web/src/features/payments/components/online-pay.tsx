import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { currentInAppBrowser } from '../../../lib/in-app-browser.ts';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toastError } from '../../../lib/toast.ts';
import { ensureAlipayPayer, takeAlipayResume } from '../api/alipay-authorize.ts';
import { startPayment } from '../api/start-payment.ts';
import { useOrderStatus } from '../api/use-order-status.ts';
import { PAY_ROUTES } from '../routes.ts';
import { payStrings as t } from '../strings.ts';
import { formatDeadline } from '../utils/format-time.ts';
import { channelsFor, type PayChoice } from '../utils/pay-channel.ts';
import { isMoneyReceived } from '../utils/pay-result.ts';
import { payInAlipay } from '../utils/alipay-bridge.ts';
import { payInWechat } from '../utils/wechat-bridge.ts';
import { AmountHeader } from './amount-header.tsx';
import { ChannelPicker } from './channel-picker.tsx';
import { PayLoading } from './go-to-success.tsx';
import { OrderStateNotice } from './order-state-notice.tsx';
import styles from './pay-pages.module.css';
import { formatCountdown, useSecondsLeft } from '../../../lib/countdown.ts';

/** 在线支付 (?orderNo=): the amount, the time left, the channel, and 立即支付 (locked 3 s). */
export const OnlinePay = ({ orderNo }: { orderNo: string | null }) => {
  const router = useAppRouter();
  const order = useOrderStatus(orderNo);
  const browser = currentInAppBrowser();
  const channels = channelsFor(browser);
  const [channel, setChannel] = useState<PayChoice>(channels[0] ?? 'wxpay');
  const secondsLeft = useSecondsLeft(order.data?.expiresAt ?? null);
  const payable = order.data?.status === 'created' || order.data?.status === 'paying';
  const timedOut = order.data !== undefined && payable && secondsLeft === 0;

  // When the time runs out on this page, ask again: the server closes the order and frees the seat.
  const { refetch } = order;
  useEffect(() => {
    if (timedOut) void refetch();
  }, [timedOut, refetch]);

  const [pay, starting] = usePreventReClick(async () => {
    if (!orderNo) return;
    try {
      if (channel === 'alipay' && browser === 'alipay') {
        const here = window.location.hash.replace(/^#/, '');
        if ((await ensureAlipayPayer(here)) === 'leaving') return;
      }
      const start = await startPayment(orderNo, channel);
      switch (start.kind) {
        case 'cashier':
          location.assign(start.url);
          return;
        case 'wechatBridge': {
          if (browser !== 'wechat') {
            toastError(t.openInWechat);
            return;
          }
          const result = await payInWechat(start.params);
          router.redirect(PAY_ROUTES.surePay, { orderNo, result });
          return;
        }
        case 'alipayBridge': {
          const result = await payInAlipay(start.tradeNo);
          router.redirect(PAY_ROUTES.surePay, { orderNo, result });
          return;
        }
        case 'unsupported':
          toastError(t.channelUnavailable);
          return;
        default: {
          const unreachable: never = start;
          return unreachable;
        }
      }
    } catch (error) {
      // Refusals were toasted by the API client; a missing bridge is this page's to explain.
      if (error instanceof Error && error.message.startsWith('WeixinJSBridge')) toastError(t.bridgeMissing);
    }
  });

  // Back from Alipay's authorisation, which the parent met after tapping 立即支付: go on paying.
  const ready = order.data !== undefined && payable && !timedOut;
  useEffect(() => {
    if (ready && channel === 'alipay' && takeAlipayResume(window.location.hash.replace(/^#/, ''))) pay();
  }, [ready, channel, pay]);

  if (orderNo === null || order.isError) {
    return (
      <EmptyState tip={order.error?.msg ?? t.notFound}>
        <Button size="small" shape="rounded" onClick={() => router.redirect(PAY_ROUTES.orderHistory)}>
          {t.backToHistory}
        </Button>
      </EmptyState>
    );
  }
  if (!order.data) {
    return <PayLoading />;
  }
  const view = order.data;
  if (isMoneyReceived(view.status) || !payable || timedOut) return <OrderStateNotice order={view} />;

  return (
    <div className={styles.page} data-testid="online-pay">
      <AmountHeader
        amountFen={view.amountFen}
        title={view.title}
        extra={
          <>
            <div className={styles.countdown} data-testid="pay-countdown">
              {t.timeLeft} <strong>{formatCountdown(secondsLeft)}</strong>
            </div>
            <p className={styles.meta}>
              {t.orderNo} {view.orderNo}
            </p>
          </>
        }
      />
      <ChannelPicker channels={channels} value={channel} onChange={setChannel} disabled={starting} />
      <p className={styles.hint}>{t.payableUntil(formatDeadline(view.expiresAt))}</p>
      <div className={`sp-bottom-bar ${styles.bar}`}>
        <span className={styles.barAmount}>
          {t.amountLabel} <strong>{t.yuan(view.amountFen)}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          className={styles.barButton}
          loading={starting}
          loadingText={t.paying}
          onClick={pay}
          data-testid="pay-submit"
        >
          {t.payNow}
        </Button>
      </div>
    </div>
  );
};
