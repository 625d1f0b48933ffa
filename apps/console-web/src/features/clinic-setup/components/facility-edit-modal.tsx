import { api, type ConsoleFacility } from '@sprout/contract';
import {
  Alert,
  App,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Switch,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { type UpdateFacilityInput, useUpdateFacility } from '../api/update-facility.ts';
import { BOOKING_SETTING_HELP } from '../strings.ts';
import { BookingRulesPreview } from './booking-rules-preview.tsx';

interface FacilityValues {
  name: string;
  address: string;
  phone: string;
  runningTime: string;
  status: 'open' | 'closed';
  bookingWindowDays: number;
  releaseTime: Dayjs;
  sameDayCutoff: Dayjs;
  cancelCutoffMinutes: number;
  holdMinutes: number;
  oneBookingPerHalfDay: boolean;
  sellPackageCards: boolean;
}

const FIELDS = [
  'name',
  'address',
  'phone',
  'runningTime',
  'status',
  'bookingWindowDays',
  'releaseTime',
  'sameDayCutoff',
  'cancelCutoffMinutes',
  'holdMinutes',
  'oneBookingPerHalfDay',
  'sellPackageCards',
] as const;
const rules = api.clinicAdmin.updateFacility.body?.shape;

const TIME_FORMAT = 'HH:mm';
const toTime = (hhmm: string): Dayjs => dayjs(`2000-01-01T${hhmm}:00`);
const fromTime = (value: Dayjs | null | undefined): string => value?.format(TIME_FORMAT) ?? '';

/** Only what changed is sent, so the audit trail names the settings the manager actually touched. */
function changesOf(f: ConsoleFacility, v: FacilityValues): UpdateFacilityInput {
  const next = {
    name: v.name.trim(),
    address: v.address.trim(),
    phone: v.phone.trim(),
    runningTime: v.runningTime.trim(),
    status: v.status,
    bookingWindowDays: v.bookingWindowDays,
    releaseTime: fromTime(v.releaseTime),
    sameDayCutoff: fromTime(v.sameDayCutoff),
    cancelCutoffMinutes: v.cancelCutoffMinutes,
    holdMinutes: v.holdMinutes,
    oneBookingPerHalfDay: v.oneBookingPerHalfDay,
    sellPackageCards: v.sellPackageCards,
  };
  const changes: UpdateFacilityInput = { facilityId: f.facilityId };
  for (const key of FIELDS) if (next[key] !== f[key]) Object.assign(changes, { [key]: next[key] });
  return changes;
}

const required = (message: string) => ({ required: true, whitespace: true, message });

export function FacilityEditModal({ facility, onClose }: { facility: ConsoleFacility; onClose: () => void }) {
  const [form] = Form.useForm<FacilityValues>();
  const { message } = App.useApp();
  const update = useUpdateFacility();
  const status = Form.useWatch('status', form);

  const submit = (values: FacilityValues) => {
    const changes = changesOf(facility, values);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        void message.success('已保存，家长端即时生效');
        onClose();
      },
      onError: (error) => showFormError(form, FIELDS, error, message),
    });
  };

  return (
    <Modal
      open
      width={760}
      title={`编辑院区：${facility.name}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      mask={{ closable: false }}
      okButtonProps={{ 'data-testid': 'facility-edit-submit' }}
    >
      <Form<FacilityValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        initialValues={{
          ...facility,
          releaseTime: toTime(facility.releaseTime),
          sameDayCutoff: toTime(facility.sameDayCutoff),
        }}
      >
        <Divider titlePlacement="start" plain>
          院区信息
        </Divider>
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item
              label="院区名称"
              name="name"
              rules={[required('请输入院区名称'), contractRule(rules?.name)]}
            >
              <Input maxLength={50} data-testid="facility-form-name" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item
              label="联系电话"
              name="phone"
              rules={[required('请输入联系电话'), contractRule(rules?.phone)]}
            >
              <Input maxLength={20} placeholder="如 0755-86001234" data-testid="facility-form-phone" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="地址" name="address" rules={[required('请输入地址'), contractRule(rules?.address)]}>
          <Input maxLength={100} data-testid="facility-form-address" />
        </Form.Item>
        <Form.Item
          label="营业时间"
          name="runningTime"
          extra="家长在选择院区时看到这段文字"
          rules={[required('请输入营业时间'), contractRule(rules?.runningTime)]}
        >
          <Input maxLength={100} data-testid="facility-form-running-time" />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group data-testid="facility-form-status">
            <Radio value="open">开放</Radio>
            <Radio value="closed">关闭</Radio>
          </Radio.Group>
        </Form.Item>
        {status === 'closed' && facility.status === 'open' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="关闭后家长端不再显示该院区，也无法预约该院区的任何号源；已有的预约不会自动取消。"
          />
        )}
        <Divider titlePlacement="start" plain>
          预约设置
        </Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              label="可预约天数"
              name="bookingWindowDays"
              extra={BOOKING_SETTING_HELP.bookingWindowDays}
              rules={[
                { required: true, message: '请输入可预约天数' },
                contractRule(rules?.bookingWindowDays),
              ]}
            >
              <InputNumber suffix="天" style={{ width: '100%' }} data-testid="facility-form-window-days" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="每日放号时间"
              name="releaseTime"
              extra={BOOKING_SETTING_HELP.releaseTime}
              rules={[{ required: true, message: '请选择放号时间' }]}
            >
              <TimePicker
                format={TIME_FORMAT}
                needConfirm={false}
                showNow={false}
                allowClear={false}
                style={{ width: '100%' }}
                data-testid="facility-form-release-time"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="当日预约截止时间"
              name="sameDayCutoff"
              extra={BOOKING_SETTING_HELP.sameDayCutoff}
              rules={[{ required: true, message: '请选择当日预约截止时间' }]}
            >
              <TimePicker
                format={TIME_FORMAT}
                needConfirm={false}
                showNow={false}
                allowClear={false}
                style={{ width: '100%' }}
                data-testid="facility-form-same-day-cutoff"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="取消截止（就诊前）"
              name="cancelCutoffMinutes"
              extra={BOOKING_SETTING_HELP.cancelCutoffMinutes}
              rules={[
                { required: true, message: '请输入取消截止时间' },
                contractRule(rules?.cancelCutoffMinutes),
              ]}
            >
              <InputNumber
                suffix="分钟"
                style={{ width: '100%' }}
                data-testid="facility-form-cancel-cutoff"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="未支付保留时间"
              name="holdMinutes"
              extra={BOOKING_SETTING_HELP.holdMinutes}
              rules={[{ required: true, message: '请输入未支付保留时间' }, contractRule(rules?.holdMinutes)]}
            >
              <InputNumber suffix="分钟" style={{ width: '100%' }} data-testid="facility-form-hold-minutes" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="同一宝宝同一医生每半天限约一次"
          name="oneBookingPerHalfDay"
          valuePropName="checked"
          extra={BOOKING_SETTING_HELP.oneBookingPerHalfDay}
        >
          <Switch data-testid="facility-form-one-per-half-day" />
        </Form.Item>
        <Form.Item
          label="销售套餐卡"
          name="sellPackageCards"
          valuePropName="checked"
          extra={BOOKING_SETTING_HELP.sellPackageCards}
        >
          <Switch data-testid="facility-form-sell-package-cards" />
        </Form.Item>
        <BookingRulesPreview form={form} />
      </Form>
    </Modal>
  );
}
