import { api, type ConsoleTemplate } from '@sprout/contract';
import { PERIOD_LABELS } from '@sprout/domain';
import { Alert, App, Form, InputNumber, Modal, Radio, Select, TimePicker, Typography } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { useExistingTemplate } from '../hooks/use-existing-template.ts';
import {
  DEFAULT_TIMES,
  draftOf,
  hhmmOf,
  pickerTime,
  TIME_FORMAT,
  type TemplateFormValues,
} from '../utils/template-form-values.ts';
import { PERIOD_OPTIONS, previewTemplate, WEEKDAY_OPTIONS, weekdayLabel } from '../utils/template-preview.ts';
import { DoctorSelect } from './doctor-select.tsx';
import { SlotTags } from './slot-preview.tsx';

type FormValues = TemplateFormValues;

const FIELDS = [
  'doctorId',
  'weekday',
  'period',
  'startTime',
  'endTime',
  'slotMinutes',
  'capacityPerSlot',
] as const;
type Field = (typeof FIELDS)[number];
/** Checked together: a change to one may settle another's error. */
const TOGETHER: Field[] = ['startTime', 'endTime', 'slotMinutes'];
const isField = (name: string): name is Field => FIELDS.some((f) => f === name);
const rules = api.clinicAdmin.saveTemplate.body?.shape;

/** Adds a weekly row, or changes the times of one (a doctor has one row per weekday and period). */
export function TemplateFormModal({
  template,
  onClose,
  onSaved,
}: {
  template?: ConsoleTemplate;
  onClose: () => void;
  /** Told which row was saved, so the list can show that doctor's week. */
  onSaved?: (saved: ConsoleTemplate) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useSaveTemplate();
  const values = Form.useWatch([], form) ?? {};
  const preview = previewTemplate(draftOf(values));
  const existing = useExistingTemplate(values.doctorId, values.weekday, values.period);
  const isEdit = template !== undefined;

  const initialValues: FormValues = template
    ? {
        doctorId: template.doctorId,
        weekday: template.weekday,
        period: template.period,
        startTime: pickerTime(template.startTime),
        endTime: pickerTime(template.endTime),
        slotMinutes: template.slotMinutes,
        capacityPerSlot: template.capacityPerSlot,
      }
    : {
        weekday: 1,
        period: 'am',
        startTime: pickerTime(DEFAULT_TIMES.am[0]),
        endTime: pickerTime(DEFAULT_TIMES.am[1]),
        slotMinutes: 30,
        capacityPerSlot: 3,
      };

  // Switching 上午/下午 on untouched default times moves them to the other half of the day.
  const onValuesChange = (changed: Partial<FormValues>, all: FormValues) => {
    if (!('doctorId' in changed)) form.setFields(TOGETHER.map((name) => ({ name, errors: [] })));
    if (!changed.period) return;
    const other = DEFAULT_TIMES[changed.period === 'am' ? 'pm' : 'am'];
    if (hhmmOf(all.startTime) === other[0] && hhmmOf(all.endTime) === other[1]) {
      const [start, end] = DEFAULT_TIMES[changed.period];
      form.setFieldsValue({ startTime: pickerTime(start), endTime: pickerTime(end) });
    }
  };

  const submit = (v: FormValues) => {
    const draft = draftOf(v);
    const problems = Object.entries(previewTemplate(draft).errors).flatMap(([name, text]) =>
      isField(name) ? [{ name, errors: [text] }] : [],
    );
    if (problems.length > 0) {
      form.setFields(problems);
      return;
    }
    if (!v.doctorId || !draft.weekday || !draft.period || !draft.slotMinutes || !draft.capacityPerSlot)
      return;
    save.mutate(
      {
        doctorId: v.doctorId,
        weekday: draft.weekday,
        period: draft.period,
        startTime: draft.startTime,
        endTime: draft.endTime,
        slotMinutes: draft.slotMinutes,
        capacityPerSlot: draft.capacityPerSlot,
      },
      {
        onSuccess: (saved) => {
          void message.success(
            `已保存 ${saved.doctorName} ${weekdayLabel(saved.weekday)}${PERIOD_LABELS[saved.period]}的排班，点“生成号源”后家长可见`,
          );
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };

  return (
    <Modal
      open
      width={640}
      title={isEdit ? `编辑排班：${template.doctorName}` : '新增排班'}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'template-form-submit' }}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={onValuesChange}
        initialValues={initialValues}
        autoComplete="off"
        style={{ marginTop: 16 }}
      >
        <Form.Item
          label="医生"
          name="doctorId"
          rules={[{ required: true, message: '请选择医生' }]}
          extra={isEdit ? '医生、星期和时段确定一条排班，不能修改；要换时间段请新增一条' : undefined}
        >
          <DoctorSelect activeOnly={!isEdit} disabled={isEdit} width="100%" testId="template-form-doctor" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            label="星期"
            name="weekday"
            style={{ flex: 1 }}
            rules={[{ required: true, message: '请选择星期' }]}
          >
            <Select options={WEEKDAY_OPTIONS} disabled={isEdit} data-testid="template-form-weekday" />
          </Form.Item>
          <Form.Item
            label="时段"
            name="period"
            style={{ flex: 1 }}
            rules={[{ required: true, message: '请选择时段' }]}
          >
            <Radio.Group
              options={PERIOD_OPTIONS}
              optionType="button"
              disabled={isEdit}
              data-testid="template-form-period"
            />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            label="开始时间"
            name="startTime"
            style={{ flex: 1 }}
            rules={[{ required: true, message: '请选择开始时间' }]}
          >
            <TimePicker
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              showNow={false}
              style={{ width: '100%' }}
              data-testid="template-form-start"
            />
          </Form.Item>
          <Form.Item
            label="结束时间"
            name="endTime"
            style={{ flex: 1 }}
            rules={[{ required: true, message: '请选择结束时间' }]}
          >
            <TimePicker
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              showNow={false}
              style={{ width: '100%' }}
              data-testid="template-form-end"
            />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item
            validateFirst
            label="每个号源时长（分钟）"
            name="slotMinutes"
            style={{ flex: 1 }}
            rules={[{ required: true, message: '请输入号源时长' }, contractRule(rules?.slotMinutes)]}
          >
            <InputNumber
              min={5}
              max={120}
              step={5}
              precision={0}
              style={{ width: '100%' }}
              data-testid="template-form-slot-minutes"
            />
          </Form.Item>
          <Form.Item
            validateFirst
            label="每个号源可约人数"
            name="capacityPerSlot"
            style={{ flex: 1 }}
            rules={[{ required: true, message: '请输入可约人数' }, contractRule(rules?.capacityPerSlot)]}
          >
            <InputNumber
              min={1}
              max={50}
              precision={0}
              style={{ width: '100%' }}
              data-testid="template-form-capacity"
            />
          </Form.Item>
        </div>
      </Form>
      {!isEdit && existing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`该医生${weekdayLabel(existing.weekday)}${PERIOD_LABELS[existing.period]}已有排班（${existing.startTime}-${existing.endTime}），保存后将替换为新的时间`}
        />
      )}
      <div data-testid="template-form-preview">
        <Typography.Text strong>号源预览：</Typography.Text>
        {preview.slots.length > 0 ? (
          <>
            <Typography.Text>每次出诊 {preview.summary}</Typography.Text>
            <div style={{ marginTop: 8, maxHeight: 140, overflowY: 'auto' }}>
              <SlotTags preview={preview} />
            </div>
          </>
        ) : (
          <Typography.Text type="danger">{preview.summary}</Typography.Text>
        )}
      </div>
    </Modal>
  );
}
