import type { MallGoods } from '@sprout/contract';
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { useChangeStock } from '../api/mall.ts';

/** 入库 (a positive number) or a stocktake adjustment (negative, never below 0), always with a reason. */
export function StockDialog({ goods, onClose }: { goods: MallGoods; onClose: () => void }) {
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const change = useChangeStock();
  const { message } = App.useApp();
  const submit = (v: { delta: number; reason: string }) =>
    change.mutate(
      { goodsId: goods.goodsId, delta: v.delta, reason: v.reason.trim() },
      {
        onSuccess: (g) => {
          void message.success(`库存已改为 ${g.stock}`);
          onClose();
        },
        onError: (error) => showFormError(form, ['delta', 'reason'], error, message),
      },
    );
  return (
    <Modal
      open
      title={`入库/调整：${goods.name}`}
      okText="确认"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      okButtonProps={{ 'data-testid': 'stock-submit' }}
    >
      <Typography.Paragraph type="secondary">
        当前库存 {goods.stock}。入库填正数，盘点减少填负数。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ delta: 10, reason: '' }}>
        <Form.Item label="数量" name="delta" rules={[{ required: true, message: '请填写数量' }]}>
          <InputNumber precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="原因"
          name="reason"
          rules={[{ required: true, whitespace: true, message: '请填写原因' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
