import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
// The picker's weekday names and first day of the week come from dayjs's locale, which antd's zh_CN
// (app/provider.tsx) names but does not load: loaded here, the calendar reads 一 二 … and starts on Monday.
import 'dayjs/locale/zh-cn';
import { useFeeItems } from '../../../lib/fee-items.ts';
import { type CampaignFormValues, DATE_FORMAT } from '../utils/campaign-form.ts';
import { serviceCodeOptions } from '../utils/service-code-options.ts';

/** The 适用项目 picker: 收费项目 by name and code, searchable, keeping a saved code that is not one. */
function ServiceCodePicker(props: { id?: string; value?: string[]; onChange?: (codes: string[]) => void }) {
  const items = useFeeItems();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      placeholder="搜索收费项目的名称或编码"
      loading={items.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={serviceCodeOptions(items.data?.list, props.value)}
      notFoundContent={items.isError ? '收费项目读取失败，请刷新重试' : '没有匹配的收费项目'}
      aria-label="适用收费项目"
      data-testid="campaign-service-codes"
    />
  );
}

/** A day picker for the form (the Chinese calendar, the server's YYYY-MM-DD shown as typed). */
function DayPicker(props: {
  id?: string;
  value?: Dayjs | null;
  onChange?: (day: Dayjs | null) => void;
  testId: string;
  notBefore?: Dayjs | null | undefined;
}) {
  const { testId, notBefore, ...rest } = props;
  return (
    <DatePicker
      {...rest}
      format={DATE_FORMAT}
      placeholder="请选择日期"
      style={{ width: '100%' }}
      disabledDate={notBefore ? (d) => d.isBefore(notBefore, 'day') : undefined}
      data-testid={testId}
    />
  );
}

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
        <Form.Item
          label="适用收费项目"
          name="serviceCodes"
          required
          extra="券只抵扣这些项目：门诊缴费账单上的收费项目，预约挂号的挂号费，或图文问诊的问诊费；已停用的收费项目在重新启用前不会出现在新账单上。"
        >
          <ServiceCodePicker />
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
  const validFrom = Form.useWatch('validFrom', form);
  const claimFrom = Form.useWatch('claimFrom', form);
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
                <DayPicker testId="campaign-valid-from" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="有效期结束" name="validTo" required>
                <DayPicker testId="campaign-valid-to" notBefore={validFrom} />
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
            <DayPicker testId="campaign-claim-from" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            label="领取结束"
            name="claimTo"
            rules={[{ required: true, message: '请选择领取结束日期' }]}
          >
            <DayPicker testId="campaign-claim-to" notBefore={claimFrom} />
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
