import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppRouter } from '../../../lib/router.ts';
import { usePreventReClick } from '../../../lib/throttle.ts';
import { toast, toastError } from '../../../lib/toast.ts';
import { useAppointmentDetail } from '../api/use-appointment-detail.ts';
import { useCancelAppointment } from '../api/use-cancel-appointment.ts';
import { useDeleteAppointment } from '../api/use-delete-appointment.ts';
import { APPOINTMENT_ROUTES } from '../routes.ts';
import { appointmentStrings as t } from '../strings.ts';
import { copyText } from '@sprout/client-core';
import styles from './appointment-detail.module.css';
import { CancelDialog } from './cancel-dialog.tsx';
import { DetailStatusBanner } from './detail-status-banner.tsx';
import { LoadingBlock } from './loading-block.tsx';
import { OrderSection, VisitSection } from './detail-sections.tsx';

/** 预约详情 (?weId=): everything about one appointment, and what can still be done with it. */
export const AppointmentDetail = ({ weId }: { weId: number | null }) => {
  const router = useAppRouter();
  const detail = useAppointmentDetail(weId);
  const cancel = useCancelAppointment();
  const remove = useDeleteAppointment();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [pay] = usePreventReClick((orderNo: string) =>
    router.navigate(APPOINTMENT_ROUTES.onlinePay, { orderNo }),
  );

  const a = detail.data;
  if (weId === null || detail.isError) {
    return (
      <EmptyState tip={detail.error?.msg ?? t.notFound}>
        <Button size="small" shape="rounded" onClick={() => router.redirect(APPOINTMENT_ROUTES.history)}>
          {t.backToList}
        </Button>
      </EmptyState>
    );
  }
  if (!a) return <LoadingBlock />;

  const confirmCancel = (reason: string) => {
    setCancelOpen(false);
    cancel.mutate({ weId: a.weId, reason }, { onSuccess: () => toast(t.cancelled) });
  };

  const confirmDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t.deleteTitle,
      content: t.deleteBody,
      confirmText: <span className={styles.danger}>{t.deleteConfirm}</span>,
      cancelText: t.deleteKeep,
    });
    if (!confirmed) return;
    await remove.mutateAsync(a.weId);
    toast(t.deleted);
    if (router.canGoBack()) router.back();
    else router.redirect(APPOINTMENT_ROUTES.history);
  };

  const copyOrderNo = async (orderNo: string) => {
    if (await copyText(orderNo)) toast(t.copied);
    else toastError(t.copyFailed);
  };

  const hasActions = a.canPay || a.canCancel || a.canDelete;
  const paidFen = a.orderStatus === 'paid' ? a.amountFen : 0;

  return (
    <div className={hasActions ? styles.pageWithBar : styles.page} data-testid="appointment-detail">
      <DetailStatusBanner appointment={a} onHoldOver={() => void detail.refetch()} />
      <VisitSection appointment={a} />
      <OrderSection
        appointment={a}
        onCopyOrderNo={(orderNo) => void copyOrderNo(orderNo)}
        onOpenReceipt={(orderNo) => router.navigate(APPOINTMENT_ROUTES.completePay, { orderNo })}
      />
      {hasActions ? (
        <div className={`sp-bottom-bar ${styles.bar}`}>
          {a.canDelete ? (
            <Button
              shape="rounded"
              className={styles.action}
              loading={remove.isPending}
              onClick={() => void confirmDelete().catch(() => undefined)}
              data-testid="appointment-delete"
            >
              {t.delete}
            </Button>
          ) : null}
          {a.canCancel ? (
            <Button
              shape="rounded"
              className={styles.action}
              loading={cancel.isPending}
              onClick={() => setCancelOpen(true)}
              data-testid="appointment-cancel"
            >
              {t.cancel}
            </Button>
          ) : null}
          {a.canPay && a.orderNo ? (
            <Button
              shape="rounded"
              color="warning"
              className={styles.action}
              onClick={() => {
                if (a.orderNo) pay(a.orderNo);
              }}
              data-testid="appointment-go-pay"
            >
              {t.pay}
            </Button>
          ) : null}
        </div>
      ) : null}
      <CancelDialog
        visible={cancelOpen}
        refundFen={paidFen}
        onConfirm={confirmCancel}
        onClose={() => setCancelOpen(false)}
      />
    </div>
  );
};
