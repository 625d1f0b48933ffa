import { api } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import { Alert, App, Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useAddHoliday } from '../api/add-holiday.ts';
import { useFacilityOptions } from '../api/list-facility-options.ts';
import { describeStopOutcome } from '../utils/session-selection.ts';
import { FacilitySelect } from './facility-select.tsx';

interface FormValues {
  facilityId?: number;
  date?: Dayjs | null;
  name: string;
  stopBooked: boolean;
}

const FIELDS = ['facilityId', 'date', 'name', 'stopBooked'] as const;
const nameSchema = api.clinicAdmin.addHoliday.body?.shape.name;
const CONFLICT = 4009;

/** Closes a facility for a day; when parents have booked it, the manager must agree to stop their bookings. */
export function AddHolidayModal({ facilityId, onClose }: { facilityId?: number; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const add = useAddHoliday();
  const facilities = useFacilityOptions();
  const [bookedWarning, setBookedWarning] = useState<string | null>(null);
  const today = clinicToday();

  const firstFacility = facilities.data?.[0]?.value;
  useEffect(() => {
    if (firstFacility !== undefined && form.getFieldValue('facilityId') === undefined)
      form.setFieldsValue({ facilityId: firstFacility });
  }, [firstFacility, form]);

  const submit = (v: FormValues) => {
    if (!v.facilityId || !v.date) return;
    add.mutate(
      {
        facilityId: v.facilityId,
        date: v.date.format('YYYY-MM-DD'),
        name: v.name.trim(),
        stopBooked: v.stopBooked,
      },
      {
        onSuccess: (holiday) => {
          const { stop } = holiday;
          void message.success(
            stop.stoppedSessions > 0
              ? `已添加${holiday.name}（${holiday.date}）；${describeStopOutcome(stop)}`
              : `已添加${holiday.name}（${holiday.date}），当天不生成号源`,
          );
          onClose();
        },
        onError: (error) => {
          // Parents have booked that day: the server asks for stopBooked before it cancels them.
          if (isApiError(error) && error.code === CONFLICT && error.msg.includes('stopBooked')) {
            setBookedWarning(error.msg.replace(/（stopBooked）/, ''));
            return;
          }
          showFormError(form, FIELDS, error, message);
        },
      },
    );
  };

  return (
    <Modal
      open
      title="添加节假日"
      okText="添加"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'holiday-form-submit' }}
    >
      <Alert
        type="info"
        showIcon
        style={{ margin: '12px 0 16px' }}
        title="节假日当天，该院区所有医生停诊：已生成的号源关闭，家长不能预约，以后也不再为这一天生成号源。"
      />
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ facilityId, name: '', stopBooked: false }}
        onValuesChange={(changed) => {
          if ('date' in changed || 'facilityId' in changed) setBookedWarning(null);
        }}
        autoComplete="off"
      >
        <Form.Item label="院区" name="facilityId" rules={[{ required: true, message: '请选择院区' }]}>
          <FacilitySelect width="100%" testId="holiday-form-facility" />
        </Form.Item>
        <Form.Item label="日期" name="date" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.format('YYYY-MM-DD') < today}
            data-testid="holiday-form-date"
          />
        </Form.Item>
        <Form.Item
          validateFirst
          label="名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请输入节假日名称' },
            contractRule(nameSchema),
          ]}
        >
          <Input maxLength={30} placeholder="如：元旦" data-testid="holiday-form-name" />
        </Form.Item>
        {bookedWarning && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={bookedWarning}
            data-testid="holiday-booked-warning"
          />
        )}
        <Form.Item name="stopBooked" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox data-testid="holiday-form-stop-booked">
            停诊已预约：当天已有的预约一并取消并通知家长，已支付的原路退款
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
