import { App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch, Typography } from 'antd';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { type CampaignRow, useSaveCampaign } from '../api/campaigns.ts';
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
  const kind = Form.useWatch('kind', form);
  const scope = Form.useWatch('scope', form);
  const validMode = Form.useWatch('validMode', form);
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
        <Form.Item label="券名称" name="name" rules={[{ required: true, message: '请填写券名称' }]}>
          <Input maxLength={30} data-testid="campaign-name" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="优惠方式" name="kind">
              <Radio.Group
                options={[
                  { value: 'amount', label: '满减' },
                  { value: 'percent', label: '折扣' },
                ]}
              />
            </Form.Item>
          </Col>
          {kind === 'percent' ? (
            <>
              <Col span={8}>
                <Form.Item label="折扣（减免百分比，10 即打9折）" name="percentOff" required>
                  <InputNumber
                    min={1}
                    max={99}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid="campaign-percent"
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label="最高减免（元，可不填）" name="capYuan">
                  <Input data-testid="campaign-cap" />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col span={8}>
              <Form.Item label="减免金额（元）" name="valueYuan" required>
                <Input data-testid="campaign-value" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="使用门槛（元，无门槛填0）" name="thresholdYuan" required>
              <Input data-testid="campaign-threshold" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="适用项目" name="scope">
              <Radio.Group
                options={[
                  { value: 'all', label: '全部项目' },
                  { value: 'some', label: '指定项目' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="可与会员折扣同享" name="stacksWithMemberDiscount" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {scope === 'some' && (
          <Form.Item label="项目编码（收费项目或服务的编码，回车添加）" name="serviceCodes" required>
            <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} aria-label="项目编码" />
          </Form.Item>
        )}
        <Form.Item
          label="适用范围说明（家长看到的文字）"
          name="scopeText"
          rules={[{ required: true, message: '请填写适用范围说明' }]}
        >
          <Input maxLength={60} data-testid="campaign-scope-text" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="有效期" name="validMode">
              <Radio.Group
                options={[
                  { value: 'days', label: '领取后N天' },
                  { value: 'fixed', label: '固定日期' },
                ]}
              />
            </Form.Item>
          </Col>
          {validMode === 'fixed' ? (
            <>
              <Col span={8}>
                <Form.Item label="有效期开始" name="validFrom" required>
                  <Input type="date" data-testid="campaign-valid-from" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item label="有效期结束" name="validTo" required>
                  <Input type="date" data-testid="campaign-valid-to" />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col span={8}>
              <Form.Item label="有效天数" name="validDays" required>
                <InputNumber
                  min={1}
                  max={3650}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="campaign-days"
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              label="领取开始"
              name="claimFrom"
              rules={[{ required: true, message: '请选择领取开始日期' }]}
            >
              <Input type="date" data-testid="campaign-claim-from" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              label="领取结束"
              name="claimTo"
              rules={[{ required: true, message: '请选择领取结束日期' }]}
            >
              <Input type="date" data-testid="campaign-claim-to" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="每人限领" name="perPersonLimit" required>
              <InputNumber
                min={1}
                max={100}
                precision={0}
                style={{ width: '100%' }}
                data-testid="campaign-limit"
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="发放总量" name="totalQuantity" required>
              <InputNumber
                min={1}
                max={1_000_000}
                precision={0}
                style={{ width: '100%' }}
                data-testid="campaign-total"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
