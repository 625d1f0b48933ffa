import { api } from '@sprout/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';

const reasonSchema = api.inspectionReports.consoleDeleteReport.body?.shape.reason;

interface ReasonModalProps {
  title: string;
  /** What happens after deleting, in the doctor's words. */
  note: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before deleting a report or a sheet entered by mistake; the reason is kept. */
export function ReasonModal({ title, note, pending, onSubmit, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const submit = ({ reason }: { reason: string }) =>
    onSubmit(reason.trim()).then(
      () => {
        void message.success('已删除');
        onClose();
      },
      (error: unknown) => showFormError(form, ['reason'], error, message),
    );
  return (
    <Modal
      open
      title={title}
      okText="删除"
      okButtonProps={{ danger: true, 'data-testid': 'reports-delete-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {note}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ reason: '' }} autoComplete="off">
        <Form.Item
          label="删除原因"
          name="reason"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: '请写明删除原因' },
            contractRule(reasonSchema),
          ]}
        >
          <Input.TextArea rows={2} maxLength={100} showCount data-testid="reports-delete-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
