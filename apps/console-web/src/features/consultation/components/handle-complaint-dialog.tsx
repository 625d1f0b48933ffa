import { api, type ConsoleComplaint } from '@sprout/contract';
import { App, Descriptions } from 'antd';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useHandleComplaint } from '../api/handle-complaint.ts';

/** 处理投诉: the manager's reply, sent to the parent as a message; the complaint is then handled. */
export function HandleComplaintDialog({
  complaint,
  onClose,
}: {
  complaint: ConsoleComplaint;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const handle = useHandleComplaint();
  const submit = (reply: string) =>
    handle.mutateAsync({ complaintId: complaint.complaintId, reply }).then(() => {
      void message.success('已回复，家长会在消息中看到处理结果');
      onClose();
    });
  return (
    <ReasonDialog
      title="处理投诉"
      note="回复会以消息发给家长，并记入审计。"
      label="处理回复"
      placeholder="如：已与医生核实并提醒及时回复，本次问诊费已为您退回"
      schema={api.consultationDesk.complaintHandle.body.shape.reply}
      okText="回复并处理"
      testIds={{ reason: 'consult-complaint-reply', submit: 'consult-complaint-submit' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          {
            key: 'who',
            label: '问诊',
            children: `${complaint.babyName} · ${complaint.doctorName}医生（问诊号 ${complaint.inquiryId}）`,
          },
          { key: 'content', label: '投诉内容', children: complaint.content },
        ]}
      />
    </ReasonDialog>
  );
}
