import { api } from '@sprout/contract';
import { formatFen, WEEKDAY_LABELS, workingHoursProblem } from '@sprout/domain';
import {
  App,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { ApiError, isApiError } from '../../../lib/api-client.ts';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import type { ServiceRow } from '../api/list-services.ts';
import { useSaveService } from '../api/save-service.ts';
import {
  parsePriceYuan,
  type ServiceFormValues,
  serviceBodyOf,
  type WorkingPeriodInput,
} from '../utils/service-form.ts';

const shape = api.consultationConsole.serviceSave.body.shape;
const FIELDS = [
  'priceYuan',
  'acceptMinutes',
  'answerMinutes',
  'followUpMessages',
  'followUpHours',
  'workingHours',
  'enabled',
];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: WEEKDAY_LABELS[d] ?? '' }));
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const priceRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const parsed = parsePriceYuan(typeof value === 'string' ? value : '');
    if (!parsed.ok) throw new Error(parsed.message);
  },
};
/** The periods as a whole: complete ones must not overlap on a day (the server's rule, its words). */
const hoursRule = {
  validator: async (_rule: unknown, value: WorkingPeriodInput[] | undefined) => {
    const periods = (value ?? []).filter((p) => p && TIME.test(p.start ?? '') && TIME.test(p.end ?? ''));
    const problem = workingHoursProblem(periods);
    if (problem) throw new Error(problem);
  },
};
const timeRule = { pattern: TIME, message: '时间格式应为HH:mm，如 08:30' };

/** The server names `priceFen`; the form's field is the yuan text, so its message goes there. */
const onPriceField = (error: unknown) => {
  if (!isApiError(error) || error.fields.priceFen === undefined) return error;
  const { priceFen, ...rest } = error.fields;
  return new ApiError(error.code, error.msg, { fields: { ...rest, priceYuan: priceFen } });
};

/** 设置问诊服务 of one doctor: price in yuan (stored in fen), deadlines, working hours, follow-ups, on/off. */
export function ServiceModal({ service, onClose }: { service: ServiceRow; onClose: () => void }) {
  const [form] = Form.useForm<ServiceFormValues>();
  const save = useSaveService();
  const { message } = App.useApp();
  const submit = (values: ServiceFormValues) => {
    const check = serviceBodyOf(service.doctorId, values);
    if (!check.ok) {
      form.setFields([{ name: check.field, errors: [check.message] }]);
      return;
    }
    save.mutate(check.body, {
      onSuccess: () => {
        void message.success(`已保存${service.doctorName}的问诊服务`);
        onClose();
      },
      onError: (error) => showFormError(form, FIELDS, onPriceField(error), message),
    });
  };
  const initial: ServiceFormValues = {
    priceYuan: formatFen(service.priceFen),
    acceptMinutes: service.acceptMinutes,
    answerMinutes: service.answerMinutes,
    followUpMessages: service.followUpMessages,
    followUpHours: service.followUpHours,
    workingHours: service.workingHours,
    enabled: service.enabled,
  };
  const minutes = (name: 'acceptMinutes' | 'answerMinutes', label: string, help: string) => (
    <Form.Item label={label} name={name} required rules={[contractRule(shape[name])]} extra={help}>
      <InputNumber
        min={1}
        max={10080}
        precision={0}
        addonAfter="分钟"
        style={{ width: '100%' }}
        data-testid={`consult-service-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      width={680}
      title={`问诊服务设置：${service.doctorName}（${service.deptName}）`}
      okText="保存"
      okButtonProps={{ 'data-testid': 'consult-service-submit' }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} autoComplete="off">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="问诊价格"
              name="priceYuan"
              required
              rules={[priceRule]}
              extra="以元为单位，免费填 0"
            >
              <Input
                addonBefore="¥"
                addonAfter="元"
                inputMode="decimal"
                data-testid="consult-service-price"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="开通图文问诊" name="enabled" valuePropName="checked">
              <Switch checkedChildren="开" unCheckedChildren="关" data-testid="consult-service-enabled" />
            </Form.Item>
          </Col>
          <Col span={12}>{minutes('acceptMinutes', '接诊时限', '工作时间内计时，超时转诊或全额退款')}</Col>
          <Col span={12}>
            {minutes('answerMinutes', '首次回复时限', '接诊后工作时间内计时，超时全额退款')}
          </Col>
          <Col span={12}>
            <Form.Item
              label="免费追问条数"
              name="followUpMessages"
              required
              rules={[contractRule(shape.followUpMessages)]}
            >
              <InputNumber min={0} max={50} precision={0} addonAfter="条" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="追问时长"
              name="followUpHours"
              required
              rules={[contractRule(shape.followUpHours)]}
              extra="问诊结束后多少小时内可免费追问"
            >
              <InputNumber min={0} max={720} precision={0} addonAfter="小时" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>工作时间</Typography.Text>
        <Form.List name="workingHours" rules={[hoursRule]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex', marginTop: 8 }}>
                  <Form.Item
                    style={{ marginBottom: 0 }}
                    name={[field.name, 'weekday']}
                    rules={[{ required: true, message: '请选择星期' }]}
                  >
                    <Select aria-label="星期" options={WEEKDAYS} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item
                    style={{ marginBottom: 0 }}
                    name={[field.name, 'start']}
                    rules={[{ required: true, message: '请填写开始时间' }, timeRule]}
                  >
                    <Input aria-label="开始时间" placeholder="08:00" style={{ width: 90 }} />
                  </Form.Item>
                  <span>至</span>
                  <Form.Item
                    style={{ marginBottom: 0 }}
                    name={[field.name, 'end']}
                    rules={[{ required: true, message: '请填写结束时间' }, timeRule]}
                  >
                    <Input aria-label="结束时间" placeholder="17:30" style={{ width: 90 }} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                onClick={() => add({ weekday: 1, start: '08:00', end: '17:30' })}
                style={{ marginTop: 8 }}
              >
                添加工作时段
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
