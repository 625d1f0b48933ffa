import { MEASUREMENT_LIMITS, measurementProblem } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { showFormError } from '../../../lib/form-errors.ts';
import { type AddMeasurementInput, useAddMeasurement } from '../api/add-measurement.ts';
import type { ConsoleGrowthBaby } from '../api/list-measurements.ts';

type LimitKey = keyof typeof MEASUREMENT_LIMITS;

interface FormValues {
  measuredOn?: Dayjs | null;
  heightCm?: number | null;
  posture?: 'lying' | 'standing';
  weightKg?: number | null;
  headCircumferenceCm?: number | null;
  note?: string;
}
const FIELDS = ['measuredOn', 'heightCm', 'posture', 'weightKg', 'headCircumferenceCm', 'note'] as const;
const VALUE_FIELDS: readonly LimitKey[] = ['heightCm', 'weightKg', 'headCircumferenceCm'];

const limitRule = (key: LimitKey) => ({
  validator: async (_: unknown, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    const problem = measurementProblem(key, value);
    if (problem) throw new Error(problem);
  },
});

const numberOrUndefined = (v: number | null | undefined) => (v === null ? undefined : v);

/**
 * Enters a clinic measurement. A value the server finds implausible for the age comes back with the
 * field's message; the doctor checks it and may send it again with 确认无误 (confirmUnusual).
 */
export function AddMeasurementModal({ baby, onClose }: { baby: ConsoleGrowthBaby; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const add = useAddMeasurement();
  const [unusual, setUnusual] = useState<{ body: AddMeasurementInput; problems: string[] } | null>(null);
  const today = clinicToday();

  const send = (body: AddMeasurementInput) =>
    add.mutate(body, {
      onSuccess: (saved) => {
        const flags = [...new Set(saved.flags.map((f) => `${f.indicatorName}${f.label}`))].join('、');
        void message.success(flags ? `已保存测量；提示：${flags}，已列入随访名单` : '已保存测量');
        onClose();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        const problems = Object.entries(fields).filter(
          ([name, text]) => (VALUE_FIELDS as string[]).includes(name) && text.includes('核对'),
        );
        if (!body.confirmUnusual && problems.length > 0) {
          setUnusual({ body, problems: problems.map(([, text]) => text) });
        }
        showFormError(form, FIELDS, error, message);
      },
    });

  const submit = (v: FormValues) => {
    if (!v.measuredOn) return;
    const heightCm = numberOrUndefined(v.heightCm);
    send({
      babyId: baby.babyId,
      measuredOn: v.measuredOn.format('YYYY-MM-DD'),
      heightCm,
      posture: heightCm === undefined ? undefined : v.posture,
      weightKg: numberOrUndefined(v.weightKg),
      headCircumferenceCm: numberOrUndefined(v.headCircumferenceCm),
      note: v.note?.trim() ? v.note.trim() : undefined,
    });
  };

  return (
    <Modal
      open
      title={`录入测量：${baby.babyName}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending && !unusual}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'growth-measurement-submit' }}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ measuredOn: dayjs(today), note: '' }}
        onValuesChange={() => setUnusual(null)}
        autoComplete="off"
        style={{ marginTop: 12 }}
      >
        <Form.Item label="测量日期" name="measuredOn" rules={[{ required: true, message: '请选择测量日期' }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => {
              const date = d.format('YYYY-MM-DD');
              return date > today || date < baby.birthday;
            }}
            data-testid="growth-measurement-date"
          />
        </Form.Item>
        <Form.Item
          label={`身长/身高（${MEASUREMENT_LIMITS.heightCm.unit}）`}
          name="heightCm"
          rules={[limitRule('heightCm')]}
        >
          <InputNumber style={{ width: '100%' }} step={0.1} data-testid="growth-measurement-height" />
        </Form.Item>
        <Form.Item label="测量姿势" name="posture" extra="不选时按年龄：2岁以下卧位，2岁及以上立位">
          <Radio.Group
            options={[
              { value: 'lying', label: '卧位（身长）' },
              { value: 'standing', label: '立位（身高）' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={`体重（${MEASUREMENT_LIMITS.weightKg.unit}）`}
          name="weightKg"
          rules={[limitRule('weightKg')]}
        >
          <InputNumber style={{ width: '100%' }} step={0.1} data-testid="growth-measurement-weight" />
        </Form.Item>
        <Form.Item
          label={`头围（${MEASUREMENT_LIMITS.headCircumferenceCm.unit}）`}
          name="headCircumferenceCm"
          rules={[limitRule('headCircumferenceCm')]}
        >
          <InputNumber style={{ width: '100%' }} step={0.1} data-testid="growth-measurement-head" />
        </Form.Item>
        <Form.Item label="备注" name="note" style={{ marginBottom: unusual ? 12 : 0 }}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
      {unusual && (
        <Alert
          type="warning"
          showIcon
          data-testid="growth-measurement-unusual"
          title="数值与年龄明显不符"
          description={
            <>
              {unusual.problems.map((p) => (
                <div key={p}>{p}</div>
              ))}
              <div style={{ marginTop: 8 }}>核对无误（如特殊体格的儿童）可以确认后保存。</div>
            </>
          }
          action={
            <Button
              size="small"
              danger
              loading={add.isPending}
              onClick={() => send({ ...unusual.body, confirmUnusual: true })}
              data-testid="growth-measurement-confirm-unusual"
            >
              确认无误
            </Button>
          }
        />
      )}
    </Modal>
  );
}
