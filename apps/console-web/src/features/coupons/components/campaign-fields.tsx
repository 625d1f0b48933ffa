import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { CampaignFormValues } from '../utils/campaign-form.ts';

/** What the coupon takes off, from what, on which items, and whether it stacks with the member discount. */
export function OfferFields() {
  const form = Form.useFormInstance<CampaignFormValues>();
  const kind = Form.useWatch('kind', form);
  const scope = Form.useWatch('scope', form);
  return (
    <>
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
    </>
  );
}

/** When the coupon can be used, when it can be claimed, and how many. */
export function ValidityFields() {
  const form = Form.useFormInstance<CampaignFormValues>();
  const validMode = Form.useWatch('validMode', form);
  return (
    <>
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
    </>
  );
}
