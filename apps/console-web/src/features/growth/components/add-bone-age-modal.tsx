import { api, BONE_AGE_METHODS } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useAddBoneAge } from '../api/add-bone-age.ts';
import type { ConsoleGrowthBaby } from '../api/list-measurements.ts';
import { GROWTH_STRINGS } from '../strings.ts';

interface FormValues {
  readOn?: Dayjs | null;
  boneAgeYears?: number | null;
  boneAgeMonths?: number | null;
  method?: (typeof BONE_AGE_METHODS)[number];
  note?: string;
}
const FIELDS = ['readOn', 'boneAgeYears', 'boneAgeMonths', 'method', 'note'] as const;
const body = api.growth.consoleAddBoneAge.body?.shape;

/** Enters a bone age read from an X-ray: the reading date, N岁M月, and the method (G-P, TW3, 中华05). */
export function AddBoneAgeModal({ baby, onClose }: { baby: ConsoleGrowthBaby; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const add = useAddBoneAge();
  const today = clinicToday();

  const submit = (v: FormValues) => {
    if (!v.readOn || v.boneAgeYears === null || v.boneAgeYears === undefined || !v.method) return;
    add.mutate(
      {
        babyId: baby.babyId,
        readOn: v.readOn.format('YYYY-MM-DD'),
        boneAgeYears: v.boneAgeYears,
        boneAgeMonths: v.boneAgeMonths ?? 0,
        method: v.method,
        note: v.note?.trim() ? v.note.trim() : undefined,
      },
      {
        onSuccess: (saved) => {
          void message.success(`已录入骨龄 ${saved.boneAgeLabel}（${saved.methodName}）`);
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };

  return (
    <Modal
      open
      title={`录入骨龄：${baby.babyName}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'growth-bone-age-submit' }}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ readOn: dayjs(today), boneAgeMonths: 0, note: '' }}
        autoComplete="off"
        style={{ marginTop: 12 }}
      >
        <Form.Item label="读片日期" name="readOn" rules={[{ required: true, message: '请选择读片日期' }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => {
              const date = d.format('YYYY-MM-DD');
              return date > today || date < baby.birthday;
            }}
            data-testid="growth-bone-age-date"
          />
        </Form.Item>
        <Form.Item label="骨龄" required style={{ marginBottom: 0 }}>
          <Space>
            <Form.Item
              name="boneAgeYears"
              validateFirst
              rules={[{ required: true, message: '请输入骨龄（岁）' }, contractRule(body?.boneAgeYears)]}
            >
              <InputNumber min={0} max={20} precision={0} suffix="岁" data-testid="growth-bone-age-years" />
            </Form.Item>
            <Form.Item name="boneAgeMonths" rules={[contractRule(body?.boneAgeMonths)]}>
              <InputNumber min={0} max={11} precision={0} suffix="月" data-testid="growth-bone-age-months" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label="方法" name="method" rules={[{ required: true, message: '请选择骨龄方法' }]}>
          <Radio.Group
            optionType="button"
            options={BONE_AGE_METHODS.map((m) => ({ value: m, label: GROWTH_STRINGS.boneAgeMethods[m] }))}
            data-testid="growth-bone-age-method"
          />
        </Form.Item>
        <Form.Item label="备注" name="note" style={{ marginBottom: 0 }}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
