import { api } from '@sprout/contract';
import { App, Form, Input, Modal } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useSaveSummaryTemplate } from '../api/save-summary-template.ts';
import type { SummaryValues } from './summary-fields.tsx';

/** 存为模板: the summary as written, under a name of the doctor's choosing (only they will see it). */
export function SaveTemplateModal({ summary, onClose }: { summary: SummaryValues; onClose: () => void }) {
  const [form] = Form.useForm<{ title: string }>();
  const save = useSaveSummaryTemplate();
  const { message } = App.useApp();
  const submit = ({ title }: { title: string }) =>
    save.mutate(
      { title, ...summary },
      {
        onSuccess: (t) => {
          void message.success(`已存为模板「${t.title}」`);
          onClose();
        },
        // The summary's own problems (too long) belong to the form behind: shown as a message.
        onError: (error) => showFormError(form, ['title'], error, message),
      },
    );
  return (
    <Modal
      open
      title="存为小结模板"
      okText="保存模板"
      okButtonProps={{ 'data-testid': 'consult-template-save-submit' }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item
          label="模板名称"
          name="title"
          required
          rules={[contractRule(api.consultationDesk.summaryTemplateSave.body.shape.title)]}
        >
          <Input maxLength={30} placeholder="如：上呼吸道感染" data-testid="consult-template-title" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
