import { api } from '@sprout/contract';
import { App } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useDeclineInquiry } from '../api/decline-inquiry.ts';
import type { InboxItem } from '../api/list-inbox.ts';
import { declineOutcomeText } from '../utils/decline-outcome.ts';

/** 拒绝接诊 with a reason; says afterwards whether the inquiry went to another doctor or was refunded. */
export function DeclineDialog({
  inquiry,
  onClose,
  onDone,
}: {
  inquiry: InboxItem;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { message } = App.useApp();
  const decline = useDeclineInquiry();
  const submit = (reason: string) =>
    decline.mutateAsync({ inquiryId: inquiry.inquiryId, reason }).then((after) => {
      void message.success(declineOutcomeText(after, inquiry.doctorId), 6);
      onClose();
      onDone?.();
    });
  return (
    <ReasonDialog
      title={`拒绝接诊：${inquiry.babyName}`}
      note={
        inquiry.allowReassign
          ? '家长同意转诊：拒绝后问诊转给本科室在班的其他医生；没有在班医生时全额退款。'
          : '家长未同意转诊：拒绝后问诊费全额退回家长。'
      }
      label="拒绝原因"
      placeholder="如：该问题需要到门诊面诊"
      schema={api.consultationConsole.decline.body.shape.reason}
      okText="拒绝接诊"
      testIds={{ reason: 'consult-decline-reason', submit: 'consult-decline-submit' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
