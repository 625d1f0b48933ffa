import { App, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { showFormError } from '../../../lib/form-errors.ts';
import { useCloseInquiry } from '../api/close-inquiry.ts';
import { SaveTemplateModal } from './save-template-modal.tsx';
import { SUMMARY_PARTS, SummaryFields, type SummaryValues } from './summary-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

const EMPTY: SummaryValues = { findings: '', advice: '', watchFor: '', returnAdvice: '' };
const FIELDS = SUMMARY_PARTS.map((p) => p.name);

/**
 * 写小结并结束问诊: findings, advice, what to watch for and when to come back, started from one of the
 * doctor's templates or saved as one. Closing ends the inquiry; the parent reads the summary.
 */
export function CloseSummaryForm({ inquiryId }: { inquiryId: number }) {
  const [form] = Form.useForm<SummaryValues>();
  const close = useCloseInquiry();
  const { message, modal } = App.useApp();
  const [saving, setSaving] = useState<SummaryValues | null>(null);

  const submit = (values: SummaryValues) =>
    close.mutate(
      { inquiryId, ...values },
      {
        onSuccess: () => void message.success('问诊已结束，家长可查看问诊小结'),
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  const insert = (values: SummaryValues) => {
    const written = Object.values(form.getFieldsValue()).some(
      (v) => typeof v === 'string' && v.trim() !== '',
    );
    if (!written) {
      form.setFieldsValue(values);
      return;
    }
    modal.confirm({
      title: '用模板替换已写的小结？',
      okText: '替换',
      onOk: () => form.setFieldsValue(values),
    });
  };
  const saveAsTemplate = () =>
    form
      .validateFields()
      .then((values) => setSaving(values))
      .catch(() => undefined);

  return (
    <Card
      size="small"
      title="问诊小结"
      extra={<TemplatePicker onInsert={insert} />}
      data-testid="consult-summary"
    >
      <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} autoComplete="off">
        <SummaryFields testIdPrefix="consult-summary" />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={close.isPending}
            data-testid="consult-close-submit"
          >
            提交小结并结束问诊
          </Button>
          <Button onClick={saveAsTemplate} data-testid="consult-template-save">
            存为模板
          </Button>
        </Space>
      </Form>
      {saving && <SaveTemplateModal summary={saving} onClose={() => setSaving(null)} />}
    </Card>
  );
}
