import { REPORT_KIND_NAMES, REPORT_KINDS, type ReportKind } from '@sprout/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { type ConsoleEncounter, useCreateReport } from '../api/reports-api.ts';
import { type ResultRowValues, ResultsEditor, resultInputOf } from './results-editor.tsx';

interface Values {
  name: string;
  kind: ReportKind;
  reportingDoctor?: string;
  conclusion?: string;
  results?: ResultRowValues[];
}
const FIELDS = ['name', 'kind', 'reportingDoctor', 'conclusion', 'results'] as const;

/** 新建报告: a report of one visit with its results; the server marks values outside the range. */
export function ReportModal({ encounter, onClose }: { encounter: ConsoleEncounter; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const create = useCreateReport();
  const submit = (v: Values) => {
    const doctor = v.reportingDoctor?.trim();
    const conclusion = v.conclusion?.trim();
    create.mutate(
      {
        encounterId: encounter.encounterId,
        name: v.name.trim(),
        kind: v.kind,
        reportedAt: new Date().toISOString(),
        ...(doctor ? { reportingDoctor: doctor } : {}),
        ...(conclusion ? { conclusion } : {}),
        results: (v.results ?? []).map(resultInputOf),
      },
      {
        onSuccess: () => {
          void message.success('已保存报告，家长可在“报告查询”查看');
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };
  return (
    <Modal
      open
      width={900}
      title={`新建报告 · ${encounter.visitDate} ${encounter.departmentName}`}
      okText="保存"
      okButtonProps={{ 'data-testid': 'reports-report-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      maskClosable={false}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: '', kind: 'lab', results: [{}] }}
        autoComplete="off"
      >
        <Form.Item
          label="报告名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入报告名称' }]}
        >
          <Input maxLength={50} placeholder="如：血常规" data-testid="reports-report-name" />
        </Form.Item>
        <Form.Item label="报告类型" name="kind">
          <Select
            style={{ width: 160 }}
            options={REPORT_KINDS.map((k) => ({ value: k, label: REPORT_KIND_NAMES[k] }))}
          />
        </Form.Item>
        <Form.Item label="报告医生" name="reportingDoctor">
          <Input maxLength={20} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="检查结果">
          <ResultsEditor />
        </Form.Item>
        <Form.Item label="检查所见/结论" name="conclusion">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
