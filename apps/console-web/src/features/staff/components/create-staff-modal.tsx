import { api } from '@sprout/contract';
import { App, Form, Input, Modal, Select } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { type CreateStaffInput, useCreateStaff } from '../api/create-staff.ts';
import { PasswordInput } from './password-input.tsx';
import { ROLE_OPTIONS } from './role-tag.tsx';

const FIELDS = ['username', 'displayName', 'role', 'password'] as const;
const rules = api.staffAuth.createStaff.body?.shape;

export function CreateStaffModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<CreateStaffInput>();
  const { message } = App.useApp();
  const createStaff = useCreateStaff();

  const submit = (values: CreateStaffInput) => {
    createStaff.mutate(
      { ...values, username: values.username.trim(), displayName: values.displayName.trim() },
      {
        onSuccess: (staff) => {
          void message.success(`已新建账号 ${staff.username}，请将初始密码当面告知本人`);
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };

  return (
    <Modal
      open
      title="新建账号"
      okText="创建"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={createStaff.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'staff-create-submit' }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ role: 'doctor' }}
        autoComplete="off"
        style={{ marginTop: 16 }}
      >
        <Form.Item
          label="用户名"
          name="username"
          extra="登录用，创建后不可修改"
          rules={[{ required: true, message: '请输入用户名' }, contractRule(rules?.username)]}
        >
          <Input
            maxLength={32}
            placeholder="4-32位字母、数字或下划线，以字母开头"
            data-testid="staff-form-username"
          />
        </Form.Item>
        <Form.Item
          label="姓名"
          name="displayName"
          rules={[
            { required: true, whitespace: true, message: '请输入姓名' },
            contractRule(rules?.displayName),
          ]}
        >
          <Input maxLength={20} placeholder="如：王医生" data-testid="staff-form-display-name" />
        </Form.Item>
        <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={ROLE_OPTIONS} data-testid="staff-form-role" />
        </Form.Item>
        <Form.Item
          label="初始密码"
          name="password"
          rules={[{ required: true, message: '请输入初始密码' }, contractRule(rules?.password)]}
        >
          <PasswordInput testId="staff-form-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
