import { App, Form, Input, Modal, Select } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { useChangeMemberCardType, useMemberCardTypes } from '../api/member-card-types.ts';

interface ChangeForm {
  cardTypeId: number;
  reason: string;
}

/** 更换会员卡: another card type for a member, with the reason (audited); their next quote follows. */
export function ChangeCardTypeDialog({
  userId,
  currentCardTypeId,
  onClose,
}: {
  userId: number;
  currentCardTypeId: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ChangeForm>();
  const types = useMemberCardTypes();
  const change = useChangeMemberCardType();
  const { message } = App.useApp();
  const submit = (v: ChangeForm) =>
    change.mutate(
      { userId, cardTypeId: v.cardTypeId, reason: v.reason.trim() },
      {
        onSuccess: (r) => {
          void message.success(`已更换为${r.cardType.name}，之后结算的订单按新折扣`);
          onClose();
        },
        onError: (error) => showFormError(form, ['cardTypeId', 'reason'], error, message),
      },
    );
  return (
    <Modal
      open
      title="更换会员卡"
      okText="确认更换"
      cancelText="取消"
      confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'change-card-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ cardTypeId: currentCardTypeId }}>
        <Form.Item name="cardTypeId" label="会员卡" rules={[{ required: true, message: '请选择会员卡' }]}>
          <Select
            loading={types.isPending}
            options={(types.data?.list ?? []).map((t) => ({ value: t.cardTypeId, label: t.name }))}
            data-testid="change-card-type"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="更换原因"
          rules={[{ required: true, whitespace: true, min: 2, message: '请填写更换原因' }]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="change-card-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
