import { App, Form, Input, InputNumber, Modal } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { useAdjustPoints } from '../api/adjust-points.ts';

/** 调整积分: a whole number up or down and the reason the parent will read (诊所调整：…); audited. */
export function AdjustPointsDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const [form] = Form.useForm<{ points: number; reason: string }>();
  const adjust = useAdjustPoints();
  const { message } = App.useApp();
  const submit = (values: { points: number; reason: string }) =>
    adjust.mutate(
      { userId, points: values.points, reason: values.reason.trim() },
      {
        onSuccess: (r) => {
          void message.success(`已调整，当前积分 ${r.balance}`);
          onClose();
        },
        onError: (error) => showFormError(form, ['points', 'reason'], error, message),
      },
    );
  return (
    <Modal
      open
      title="调整积分"
      okText="确认调整"
      cancelText="取消"
      confirmLoading={adjust.isPending}
      okButtonProps={{ 'data-testid': 'adjust-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="points"
          label="调整积分（正数增加，负数扣减）"
          rules={[
            { required: true, message: '请输入调整积分' },
            {
              validator: (_, v: number) =>
                v === 0 ? Promise.reject(new Error('调整积分不能为0')) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} data-testid="adjust-points" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="调整原因（会员在积分明细中可见）"
          rules={[{ required: true, whitespace: true, min: 2, message: '请填写调整原因' }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
