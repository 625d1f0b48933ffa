import { api } from '@sprout/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useDeleteMeasurement } from '../api/delete-measurement.ts';
import type { ConsoleMeasurementRow } from '../api/list-measurements.ts';

const reasonSchema = api.growth.consoleDeleteMeasurement.body?.shape.reason;

/** Deletes a clinic measurement entered by mistake; the reason is required and kept in the audit trail. */
export function DeleteMeasurementModal({
  measurement,
  onClose,
}: {
  measurement: ConsoleMeasurementRow;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const remove = useDeleteMeasurement();

  const submit = ({ reason }: { reason: string }) =>
    remove.mutate(
      { measurementId: measurement.measurementId, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(`已删除 ${measurement.date} 的测量`);
          onClose();
        },
        onError: (error) => showFormError(form, ['reason'], error, message),
      },
    );

  return (
    <Modal
      open
      title="删除门诊测量"
      okText="删除"
      okButtonProps={{ danger: true, 'data-testid': 'growth-delete-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={remove.isPending}
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        删除 {measurement.date}{' '}
        的测量后，百分位评价和随访名单随之更新。请写明原因（如：录错了宝宝、数值录错）。
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
          style={{ marginBottom: 24 }}
        >
          <Input.TextArea rows={2} maxLength={100} showCount data-testid="growth-delete-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
