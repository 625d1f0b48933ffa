import { couponReasonField, mobileField } from '@sprout/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { type CampaignRow, useGrantCoupon } from '../api/campaigns.ts';

const FIELDS = ['mobile', 'reason'];

/** 发放优惠券: one coupon of a live campaign to the parent with this phone, with the reason (audited). */
export function GrantModal({ campaign, onClose }: { campaign: CampaignRow; onClose: () => void }) {
  const [form] = Form.useForm<{ mobile: string; reason: string }>();
  const grant = useGrantCoupon();
  const { message } = App.useApp();
  const submit = (v: { mobile: string; reason: string }) =>
    grant.mutate(
      { campaignId: campaign.campaignId, mobile: v.mobile.trim(), reason: v.reason.trim() },
      {
        onSuccess: () => {
          void message.success('已发放，家长可在“优惠券”中查看');
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  return (
    <Modal
      open
      title={`发放「${campaign.name}」`}
      okText="发放"
      okButtonProps={{ 'data-testid': 'grant-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={grant.isPending}
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {campaign.couponRuleText}，{campaign.validityText}。发放占用活动总量（剩余{' '}
        {campaign.totalQuantity - campaign.claimedCount} 张），不计入家长的每人限领。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item label="家长手机号" name="mobile" required rules={[contractRule(mobileField)]}>
          <Input maxLength={11} inputMode="numeric" data-testid="grant-mobile" />
        </Form.Item>
        <Form.Item label="发放原因" name="reason" required rules={[contractRule(couponReasonField)]}>
          <Input.TextArea rows={2} maxLength={100} showCount data-testid="grant-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
