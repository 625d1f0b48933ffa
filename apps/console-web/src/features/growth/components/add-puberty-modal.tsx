import { TANNER_STAGE_NAMES, TANNER_STAGES, type TannerStageValue } from '@sprout/contract';
import { clinicToday } from '@sprout/domain';
import { App, DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { showFormError } from '../../../lib/form-errors.ts';
import { useAddPuberty } from '../api/add-puberty.ts';
import type { ConsoleGrowthBaby } from '../api/list-measurements.ts';
import { GROWTH_STRINGS } from '../strings.ts';

interface FormValues {
  assessedOn?: Dayjs | null;
  tannerStage?: TannerStageValue;
  note?: string;
}
const FIELDS = ['assessedOn', 'tannerStage', 'note'] as const;

/** Records puberty status: the day assessed and the Tanner stage (1 = pre-pubertal). */
export function AddPubertyModal({ baby, onClose }: { baby: ConsoleGrowthBaby; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const add = useAddPuberty();
  const today = clinicToday();

  const submit = (v: FormValues) => {
    if (!v.assessedOn || v.tannerStage === undefined) return;
    add.mutate(
      {
        babyId: baby.babyId,
        assessedOn: v.assessedOn.format('YYYY-MM-DD'),
        tannerStage: v.tannerStage,
        note: v.note?.trim() ? v.note.trim() : undefined,
      },
      {
        onSuccess: (saved) => {
          const flags = [...new Set(saved.flags.map((f) => f.label))].join('、');
          void message.success(
            flags ? `已记录 ${saved.stageName}；随访提示：${flags}` : `已记录 ${saved.stageName}`,
          );
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };

  return (
    <Modal
      open
      title={`${GROWTH_STRINGS.puberty.create}：${baby.babyName}`}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'growth-puberty-submit' }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {GROWTH_STRINGS.puberty.hint}
      </Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ assessedOn: dayjs(today), note: '' }}
        autoComplete="off"
      >
        <Form.Item label="评估日期" name="assessedOn" rules={[{ required: true, message: '请选择评估日期' }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => {
              const date = d.format('YYYY-MM-DD');
              return date > today || date < baby.birthday;
            }}
            data-testid="growth-puberty-date"
          />
        </Form.Item>
        <Form.Item
          label="Tanner分期（女孩乳房 / 男孩外生殖器）"
          name="tannerStage"
          rules={[{ required: true, message: '请选择Tanner分期' }]}
        >
          <Radio.Group
            vertical
            options={TANNER_STAGES.map((stage) => ({ value: stage, label: TANNER_STAGE_NAMES[stage] }))}
            data-testid="growth-puberty-stage"
          />
        </Form.Item>
        <Form.Item label="备注" name="note" style={{ marginBottom: 0 }}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
