import type { PackageCardProduct } from '@sprout/contract';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { showFormError } from '../../../lib/form-errors.ts';
import { useFeeItems } from '../../../lib/fee-items.ts';
import { type ProductInput, useSaveProduct } from '../api/package-cards.ts';
import { fenOf } from '../utils/money.ts';
import { serviceOptions } from '../utils/service-options.ts';

interface Values {
  name: string;
  description: string;
  priceYuan: number;
  services: { serviceCode: string | undefined; serviceName: string; uses: number }[];
  validityDays: number;
  refundHandlingPercent: number;
  hisId: string;
  enabled: boolean;
}

const NEW_SERVICE = { serviceCode: undefined, serviceName: '', uses: 1 };

/**
 * One service's code, picked from 收费项目 (searched by name or code): checkout takes a use for a bill
 * line with that code. A code that is no fee item may still be typed and chosen, marked as written
 * off at the desk only; a saved one stays shown.
 */
function ServicePicker(props: {
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
  onPicked: (name: string) => void;
  testId: string;
}) {
  const { onPicked, testId, ...rest } = props;
  const items = useFeeItems();
  const [search, setSearch] = useState('');
  const options = serviceOptions(items.data?.list, props.value, search);
  return (
    <Select
      {...rest}
      style={{ width: 250 }}
      placeholder="搜索收费项目"
      loading={items.isPending}
      showSearch={{ optionFilterProp: 'label', onSearch: setSearch }}
      options={options}
      onChange={(code: string) => {
        props.onChange?.(code);
        const name = options.find((o) => o.value === code)?.name;
        if (name) onPicked(name);
      }}
      notFoundContent={items.isError ? '收费项目读取失败，请刷新重试' : '没有匹配的收费项目'}
      aria-label="服务项目"
      data-testid={testId}
    />
  );
}

const initial = (p: PackageCardProduct | null): Values => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  priceYuan: p ? p.priceFen / 100 : 0,
  services: p?.services ?? [{ ...NEW_SERVICE }],
  validityDays: p?.validityDays ?? 365,
  refundHandlingPercent: p?.refundHandlingPercent ?? 10,
  hisId: p?.hisId ?? '',
  enabled: p?.enabled ?? true,
});

/** 新建/编辑套餐卡: the services it suits with uses of each, price, validity, refund handling. */
export function ProductForm({
  product,
  onClose,
}: {
  product: PackageCardProduct | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const { message } = App.useApp();
  const submit = (v: Values) => {
    const body: ProductInput = {
      ...(product ? { productId: product.productId } : {}),
      name: v.name,
      description: v.description,
      priceFen: fenOf(v.priceYuan),
      services: v.services.map((s) => ({ ...s, serviceCode: s.serviceCode ?? '' })),
      validityDays: v.validityDays,
      refundHandlingPercent: v.refundHandlingPercent,
      hisId: v.hisId.trim() === '' ? null : v.hisId.trim(),
      enabled: v.enabled,
    };
    save.mutate(body, {
      onSuccess: () => {
        void message.success('已保存（已售出的卡不受影响）');
        onClose();
      },
      onError: (error) =>
        showFormError(form, ['name', 'description', 'services', 'validityDays'], error, message),
    });
  };
  return (
    <Modal
      open
      title={product ? '编辑套餐卡' : '新建套餐卡'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={720}
      okButtonProps={{ 'data-testid': 'product-form-submit' }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial(product)}
        onFinish={submit}
        autoComplete="off"
      >
        <Form.Item label="套餐名称" name="name" rules={[{ required: true, message: '请填写套餐名称' }]}>
          <Input maxLength={30} data-testid="product-form-name" />
        </Form.Item>
        <Form.Item label="说明" name="description">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item label="价格" name="priceYuan" rules={[{ required: true, message: '请填写价格' }]}>
          <InputNumber
            min={0.01}
            precision={2}
            suffix="元"
            style={{ width: 200 }}
            data-testid="product-form-price"
          />
        </Form.Item>
        <Form.List name="services">
          {(fields, { add, remove }) => (
            <Form.Item
              label="适用服务项目与次数"
              extra="从收费项目中选择：家长缴这些项目的账单时可用卡抵扣；项目名称是家长在卡上看到的文字。"
            >
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, 'serviceCode']}
                    rules={[{ required: true, message: '请选择服务项目' }]}
                  >
                    <ServicePicker
                      testId={`product-form-service-${field.name}`}
                      onPicked={(name) => {
                        const path: ['services', number, 'serviceName'] = [
                          'services',
                          field.name,
                          'serviceName',
                        ];
                        if (String(form.getFieldValue(path) ?? '').trim() === '')
                          form.setFieldValue(path, name);
                      }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'serviceName']} rules={[{ required: true, message: '名称' }]}>
                    <Input placeholder="项目名称" aria-label="项目名称" style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'uses']} rules={[{ required: true, message: '次数' }]}>
                    <InputNumber min={1} max={999} suffix="次" aria-label="次数" />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button type="link" onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  ) : null}
                </Space>
              ))}
              <Button onClick={() => add({ ...NEW_SERVICE })}>添加服务项目</Button>
            </Form.Item>
          )}
        </Form.List>
        <Space size="large">
          <Form.Item
            label="有效天数"
            name="validityDays"
            rules={[{ required: true, message: '请填写有效天数' }]}
          >
            <InputNumber min={1} max={3650} suffix="天" />
          </Form.Item>
          <Form.Item
            label="退卡手续费"
            name="refundHandlingPercent"
            extra="退卡时按剩余次数折算金额，再扣这个比例"
            rules={[{ required: true, message: '请填写手续费比例' }]}
          >
            <InputNumber min={0} max={100} suffix="%" />
          </Form.Item>
          <Form.Item label="HIS 编号" name="hisId">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label="上架" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
