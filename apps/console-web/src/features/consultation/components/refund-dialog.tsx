import { api } from '@sprout/contract';
import { formatFen } from '@sprout/domain';
import { App } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import type { InboxItem } from '../api/list-inbox.ts';
import { useRefundInquiry } from '../api/refund-inquiry.ts';

/** 手动退款: a manager refunds an inquiry in full, with the reason kept in the audit trail. */
export function RefundDialog({ inquiry, onClose }: { inquiry: InboxItem; onClose: () => void }) {
  const { message } = App.useApp();
  const refund = useRefundInquiry();
  const submit = (reason: string) =>
    refund.mutateAsync({ inquiryId: inquiry.inquiryId, reason }).then(() => {
      void message.success(`已退款 ¥${formatFen(inquiry.priceFen)}，家长会收到消息和短信`);
      onClose();
    });
  return (
    <ReasonDialog
      title={`手动退款：${inquiry.babyName}的问诊`}
      note={`问诊费 ¥${formatFen(inquiry.priceFen)} 将原路全额退回，问诊结束。退款原因记入审计。`}
      label="退款原因"
      placeholder="如：家长电话投诉，医生确认未及时回复"
      schema={api.consultationConsole.refund.body.shape.reason}
      okText="确认退款"
      testIds={{ reason: 'consult-refund-reason', submit: 'consult-refund-submit' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
