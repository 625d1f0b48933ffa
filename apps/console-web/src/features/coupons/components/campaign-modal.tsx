import { App, Form, Modal, Typography } from 'antd';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { type CampaignRow, useSaveCampaign } from '../api/campaigns.ts';
import { OfferFields, ValidityFields } from './campaign-fields.tsx';
import {
  type CampaignFormValues,
  campaignBodyOf,
  FORM_FIELD_OF,
  formValuesOf,
} from '../utils/campaign-form.ts';

const FIELDS = [
  'name',
  'valueYuan',
  'percentOff',
  'capYuan',
  'thresholdYuan',
  'serviceCodes',
  'scopeText',
  'validFrom',
  'validTo',
  'validDays',
  'claimFrom',
  'claimTo',
  'perPersonLimit',
  'totalQuantity',
];

const NEW: Partial<CampaignFormValues> = {
  kind: 'amount',
  scope: 'all',
  scopeText: '全部项目可用',
  stacksWithMemberDiscount: true,
  validMode: 'days',
  validDays: 30,
  perPersonLimit: 1,
  totalQuantity: 100,
};

/** The server's fen fields carry their messages to the yuan boxes. */
const onFormFields = (error: unknown) => {
  if (!isApiError(error)) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [FORM_FIELD_OF[k] ?? k, v]));
  return new ApiError(error.code, error.msg, { fields });
};

/** 新建 / 编辑优惠券活动 (a draft; a live campaign is not edited because its coupons are out). */
export function CampaignModal({ campaign, onClose }: { campaign: CampaignRow | null; onClose: () => void }) {
  const [form] = Form.useForm<CampaignFormValues>();
  const save = useSaveCampaign();
  const { message } = App.useApp();
  const submit = (values: CampaignFormValues) => {
    const check = campaignBodyOf(values, campaign?.campaignId);
    if (!check.ok) {
      form.setFields([{ name: check.field, errors: [check.message] }]);
      return;
    }
    save.mutate(check.body, {
      onSuccess: (saved) => {
        void message.success(`已保存「${saved.name}」（草稿），上线后家长可领取`);
        onClose();
      },
      onError: (error) => showFormError(form, FIELDS, onFormFields(error), message),
    });
  };
  return (
    <Modal
      open
      width={720}
      title={campaign ? `编辑「${campaign.name}」` : '新建优惠券活动'}
      okText="保存草稿"
      okButtonProps={{ 'data-testid': 'campaign-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      maskClosable={false}
    >
      <Typography.Paragraph type="secondary">
        金额按元填写（以分保存）。活动上线后不能再修改，只能停止；每次保存、上线和停止都记入审计。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={campaign ? formValuesOf(campaign) : NEW}
        autoComplete="off"
      >
        <OfferFields />
        <ValidityFields />
      </Form>
    </Modal>
  );
}
