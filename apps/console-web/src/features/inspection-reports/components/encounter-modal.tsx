import { clinicToday } from '@sprout/domain';
import { App, Form, Input, Modal } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { useCreateEncounter } from '../api/reports-api.ts';

interface Values {
  visitDate: string;
  departmentName: string;
  doctorName: string;
}
const FIELDS = ['visitDate', 'departmentName', 'doctorName'] as const;

/** 新建就诊: the date, department and doctor of a visit of the child's clinic record. */
export function EncounterModal({ babyId, onClose }: { babyId: number; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const create = useCreateEncounter();
  const submit = (v: Values) =>
    create.mutate(
      {
        babyId,
        visitDate: v.visitDate.trim(),
        departmentName: v.departmentName.trim(),
        doctorName: v.doctorName.trim(),
      },
      {
        onSuccess: () => {
          void message.success('已新建就诊');
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  return (
    <Modal
      open
      title="新建就诊"
      okText="保存"
      okButtonProps={{ 'data-testid': 'reports-encounter-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      maskClosable={false}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ visitDate: clinicToday(), departmentName: '', doctorName: '' }}
        autoComplete="off"
      >
        <Form.Item
          label="就诊日期"
          name="visitDate"
          rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: '格式为 2024-06-01' }]}
        >
          <Input placeholder="2024-06-01" data-testid="reports-encounter-date" />
        </Form.Item>
        <Form.Item
          label="科室"
          name="departmentName"
          rules={[{ required: true, whitespace: true, message: '请输入科室' }]}
        >
          <Input maxLength={30} data-testid="reports-encounter-department" />
        </Form.Item>
        <Form.Item
          label="接诊医生"
          name="doctorName"
          rules={[{ required: true, whitespace: true, message: '请输入接诊医生' }]}
        >
          <Input maxLength={20} data-testid="reports-encounter-doctor" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
