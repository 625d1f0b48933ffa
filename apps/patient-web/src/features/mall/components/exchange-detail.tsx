import { Button, Dialog, DotLoading } from 'antd-mobile';
import { PrimaryButton } from '../../../components/action-bar.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelExchange } from '../api/use-cancel-exchange.ts';
import { useExchangeDetail } from '../api/use-exchange-detail.ts';
import { MALL_ROUTES } from '../routes.ts';
import { mallStrings as t } from '../strings.ts';
import { formatTime } from '../utils/format-time.ts';
import styles from './mall.module.css';

const Row = ({ label, value, testId }: { label: string; value: string | null; testId?: string }) =>
  value ? (
    <div className={styles.row}>
      <span>{label}</span>
      <span className={styles.value} data-testid={testId}>
        {value}
      </span>
    </div>
  ) : null;

/** 兑换详情: the goods, the shipping state, the address it goes to, and 取消兑换 before shipping. */
export const ExchangeDetail = ({ exchangeId }: { exchangeId: number }) => {
  const router = useAppRouter();
  const { data: x, isError } = useExchangeDetail(exchangeId);
  const cancel = useCancelExchange();
  if (isError) return <EmptyState text={t.detailMissing} />;
  if (!x)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  const confirmCancel = async () => {
    const ok = await Dialog.confirm({
      title: t.cancelTitle,
      content: t.cancelBody,
      confirmText: t.cancelConfirm,
      cancelText: t.keep,
    });
    if (!ok) return;
    await cancel.mutateAsync(exchangeId);
    toast(t.cancelled);
  };
  return (
    <div className={styles.page}>
      <div className={styles.statusBar} data-testid="exchange-status">
        {x.statusLabel}
      </div>
      <section className={styles.section}>
        <div className={styles.goodsLine}>
          {x.pictureUrl ? <img className={styles.thumb} src={x.pictureUrl} alt="" /> : null}
          <div>
            <h2 className={styles.name}>{x.goodsName}</h2>
            <span className={styles.price}>
              {t.points(x.points)} ×{x.quantity}
            </span>
          </div>
        </div>
      </section>
      <section className={styles.section}>
        <Row label={t.recipient} value={`${x.recipient} ${x.mobile}`} />
        <Row label={t.address} value={x.addressText} testId="exchange-address-text" />
        <Row label={t.carrier} value={x.carrier} />
        <Row label={t.trackingNo} value={x.trackingNo} />
        <Row label={t.createdAt} value={formatTime(x.createdAt)} />
        <Row label={t.shippedAt} value={x.shippedAt && formatTime(x.shippedAt)} />
        <Row label={t.deliveredAt} value={x.deliveredAt && formatTime(x.deliveredAt)} />
        <Row label={t.cancelledAt} value={x.cancelledAt && formatTime(x.cancelledAt)} />
      </section>
      <div className={`sp-bottom-bar ${styles.footer}`}>
        {x.canCancel ? (
          <Button
            block
            shape="rounded"
            size="large"
            disabled={cancel.isPending}
            onClick={() => void confirmCancel().catch(() => undefined)}
            data-testid="exchange-cancel"
          >
            {t.cancel}
          </Button>
        ) : (
          <PrimaryButton onClick={() => router.navigate(MALL_ROUTES.mall)}>{t.backToMall}</PrimaryButton>
        )}
      </div>
    </div>
  );
};
