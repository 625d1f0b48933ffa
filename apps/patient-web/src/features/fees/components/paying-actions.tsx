import { Button, Dialog } from 'antd-mobile';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelFeePay } from '../api/use-cancel-fee-pay.ts';
import { FEE_ROUTES } from '../routes.ts';
import { feeStrings as t } from '../strings.ts';

/**
 * The foot of a bill 支付中: 取消支付 (after a confirmation that says what comes back; the bills paid
 * together go back with it) and 继续支付 on the pay page.
 */
export const PayingActions = ({ orderNo, billCount }: { orderNo: string; billCount: number }) => {
  const router = useAppRouter();
  const cancel = useCancelFeePay();
  const confirmCancel = async () => {
    const ok = await Dialog.confirm({
      title: t.cancelPayTitle,
      content: t.cancelPayBody(billCount),
      confirmText: t.cancelPayConfirm,
      cancelText: t.keepPaying,
    });
    if (!ok) return;
    const done = await cancel.mutateAsync(orderNo).catch(() => null); // refusals were toasted
    if (done) toast(done.outcome === 'refunded' ? t.cancelRefunded : t.cancelledPay);
  };
  return (
    <>
      <Button
        size="small"
        fill="outline"
        loading={cancel.isPending}
        onClick={() => void confirmCancel()}
        data-testid={`fee-cancel-${orderNo}`}
      >
        {t.cancelPay}
      </Button>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => router.navigate(FEE_ROUTES.onlinePay, { orderNo })}
        data-testid={`fee-continue-${orderNo}`}
      >
        {t.continuePay}
      </Button>
    </>
  );
};
