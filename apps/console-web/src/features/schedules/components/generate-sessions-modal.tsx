import { addDays, clinicToday, daysBetween, TEMPLATE_LIMITS } from '@sprout/domain';
import { Alert, App, Button, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { navEntry } from '../../../config/navigation.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { useFacilityOptions } from '../api/list-facility-options.ts';
import { useGenerateSessions } from '../api/generate-sessions.ts';
import { DoctorSelect } from './doctor-select.tsx';
import { FacilitySelect } from './facility-select.tsx';

interface FormValues {
  facilityId?: number;
  doctorId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const FIELDS = ['facilityId', 'doctorId'] as const;
const DAY = 'YYYY-MM-DD';
const MAX_DAYS = TEMPLATE_LIMITS.maxRangeDays;

/** Generates sessions and slots from the weekly rows for a date range and says how many were new. */
export function GenerateSessionsModal({ doctorId, onClose }: { doctorId?: number; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const generate = useGenerateSessions();
  const facilities = useFacilityOptions();
  const facilityId = Form.useWatch('facilityId', form);
  const [done, setDone] = useState<{ sessions: number; slots: number; from: string; to: string } | null>(
    null,
  );
  const today = clinicToday();

  const firstFacility = facilities.data?.[0]?.value;
  useEffect(() => {
    if (firstFacility !== undefined && form.getFieldValue('facilityId') === undefined)
      form.setFieldsValue({ facilityId: firstFacility });
  }, [firstFacility, form]);

  const submit = (v: FormValues) => {
    const [from, to] = v.range ?? [];
    if (!v.facilityId || !from || !to) return;
    const input = {
      facilityId: v.facilityId,
      doctorId: v.doctorId,
      from: from.format(DAY),
      to: to.format(DAY),
    };
    setDone(null);
    generate.mutate(input, {
      onSuccess: (result) => setDone({ ...result, from: input.from, to: input.to }),
      onError: (error) => {
        // The server names the range's ends; the form has one range field for both.
        const rangeError = isApiError(error) ? (error.fields.from ?? error.fields.to) : undefined;
        if (rangeError) form.setFields([{ name: 'range', errors: [rangeError] }]);
        else showFormError(form, FIELDS, error, message);
      },
    });
  };

  const sessionsLink = `${navEntry('clinic-sessions').path}?from=${done?.from ?? ''}&to=${done?.to ?? ''}${
    form.getFieldValue('doctorId') ? `&doctorId=${form.getFieldValue('doctorId')}` : ''
  }`;

  return (
    <Modal
      open
      title="生成号源"
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={onClose} data-testid="generate-close">
          {done ? '完成' : '取消'}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={generate.isPending}
          onClick={() => form.submit()}
          data-testid="generate-submit"
        >
          生成
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        按排班模板为所选日期生成出诊和号源，生成后家长即可在可预约的日期里看到。已生成过的出诊保持不变（不会重复生成，也不会改动已有预约）；节假日不生成。系统每天也会自动生成可预约天数内的号源。
      </Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ doctorId, range: [dayjs(today), dayjs(addDays(today, 13))] }}
        onValuesChange={() => setDone(null)}
      >
        <Form.Item label="院区" name="facilityId" rules={[{ required: true, message: '请选择院区' }]}>
          <FacilitySelect width="100%" testId="generate-facility" />
        </Form.Item>
        <Form.Item label="医生" name="doctorId" extra="不选则为该院区所有在岗医生生成">
          <DoctorSelect
            facilityId={facilityId}
            activeOnly
            allowClear
            placeholder="全部医生"
            width="100%"
            testId="generate-doctor"
          />
        </Form.Item>
        <Form.Item
          label="日期范围"
          name="range"
          extra={`从今天起，一次最多 ${MAX_DAYS} 天`}
          rules={[
            { required: true, message: '请选择日期范围' },
            {
              validator: async (_rule, value: FormValues['range']) => {
                const [from, to] = value ?? [];
                if (!from || !to) throw new Error('请选择日期范围');
                if (daysBetween(from.format(DAY), to.format(DAY)) >= MAX_DAYS)
                  throw new Error(`一次最多生成${MAX_DAYS}天`);
              },
            },
          ]}
        >
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.format(DAY) < today}
            data-testid="generate-range"
          />
        </Form.Item>
      </Form>
      {done && (
        <Alert
          type={done.sessions > 0 ? 'success' : 'info'}
          showIcon
          data-testid="generate-result"
          title={
            done.sessions > 0
              ? `已生成 ${done.sessions} 个出诊、${done.slots} 个号源`
              : '没有新生成的出诊：所选日期已生成过，或没有对应的排班'
          }
          description={
            <Link to={sessionsLink} onClick={onClose}>
              到出诊安排查看
            </Link>
          }
        />
      )}
    </Modal>
  );
}
