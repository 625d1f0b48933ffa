import type { ConsolePackageCard } from '@sprout/contract';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { useWriteOff } from '../api/package-cards.ts';

/** 核销: one use of the service the child had today, from the card the parent shows at the desk. */
export function WriteOffDialog({ card, onClose }: { card: ConsolePackageCard; onClose: () => void }) {
  const [form] = Form.useForm<{ serviceCode: string; note: string }>();
  const writeOff = useWriteOff();
  const { message } = App.useApp();
  const usable = card.services.filter((s) => s.usesLeft > 0);
  const submit = (v: { serviceCode: string; note: string }) =>
    writeOff.mutate(
      { cardId: card.cardId, serviceCode: v.serviceCode, note: v.note ?? '' },
      {
        onSuccess: () => {
          void message.success('已核销一次');
          onClose();
        },
        onError: (error) => showFormError(form, ['serviceCode', 'note'], error, message),
      },
    );
  return (
    <Modal
      open
      title={`核销：${card.name}`}
      okText="确认核销"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={writeOff.isPending}
      okButtonProps={{ disabled: usable.length === 0, 'data-testid': 'write-off-submit' }}
    >
      <Typography.Paragraph type="secondary">
        宝宝：{card.babyName} · 有效期至 {card.expiresOn ?? '—'}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ serviceCode: usable[0]?.serviceCode, note: '' }}
      >
        <Form.Item
          label="服务项目"
          name="serviceCode"
          rules={[{ required: true, message: '请选择服务项目' }]}
        >
          <Radio.Group>
            {card.services.map((s) => (
              <Radio key={s.serviceCode} value={s.serviceCode} disabled={s.usesLeft === 0}>
                {s.serviceName}（剩余{s.usesLeft}/{s.usesTotal}次）
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="备注" name="note">
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
