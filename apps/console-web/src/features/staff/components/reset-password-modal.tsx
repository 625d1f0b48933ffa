import { api, type StaffMember } from '@sprout/contract';
import { Alert, App, Form, Modal } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { PasswordInput } from './password-input.tsx';

const FIELDS = ['password'] as const;
const passwordSchema = api.staffAuth.resetPassword.body?.shape.password;

export function ResetPasswordModal({ staff, onClose }: { staff: StaffMember; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const { message } = App.useApp();
  const resetPassword = useResetStaffPassword();

  const submit = ({ password }: { password: string }) => {
    resetPassword.mutate(
      { staffId: staff.staffId, password },
      {
        onSuccess: () => {
          void message.success(`已重置 ${staff.displayName} 的密码`);
          onClose();
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };

  return (
    <Modal
      open
      title={`重置密码：${staff.displayName}（${staff.username}）`}
      okText="重置密码"
      okButtonProps={{ danger: true, 'data-testid': 'staff-reset-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={resetPassword.isPending}
      maskClosable={false}
    >
      <Alert
        type="warning"
        showIcon
        style={{ margin: '16px 0' }}
        title="重置后该账号已登录的设备会全部退出，需用新密码重新登录。请将新密码当面告知本人。"
      />
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item
          label="新密码"
          name="password"
          rules={[{ required: true, message: '请输入新密码' }, contractRule(passwordSchema)]}
        >
          <PasswordInput testId="staff-form-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
