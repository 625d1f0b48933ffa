import { api } from '@sprout/contract';
import { App, Button, Form, Input } from 'antd';
import { contractRule, showFormError } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const newPasswordSchema = api.staffAuth.changePassword.body?.shape.newPassword;

export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { message } = App.useApp();
  const changePassword = useChangePassword();

  const submit = ({ oldPassword, newPassword }: ChangePasswordValues) => {
    changePassword.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success('密码已修改，下次登录请使用新密码');
        },
        onError: (error) => showFormError(form, FIELDS, error, message),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} autoComplete="off" style={{ maxWidth: 420 }}>
      <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        extra="8-64位，须同时包含字母和数字"
        rules={[{ required: true, message: '请输入新密码' }, contractRule(newPasswordSchema)]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
        保存新密码
      </Button>
    </Form>
  );
}
