import { App, Alert, Button, Form, Input } from 'antd';
import { showFormError } from '../../../lib/form-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { type LoginInput, useLogin } from '../api/login.ts';

const FIELDS = ['username', 'password'] as const;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [form] = Form.useForm<LoginInput>();
  const { message } = App.useApp();
  const login = useLogin();
  const signOutReason = useSessionStore((s) => s.signOutReason);

  const submit = (values: LoginInput) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: onSignedIn, onError: (error) => showFormError(form, FIELDS, error, message) },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      autoComplete="off"
      size="large"
    >
      {signOutReason?.kind === 'forced' && (
        <Alert type="warning" showIcon title={signOutReason.msg} style={{ marginBottom: 20 }} />
      )}
      <Form.Item
        label="用户名"
        name="username"
        rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
      >
        <Input
          data-testid="staff-username"
          autoComplete="username"
          placeholder="请输入用户名"
          maxLength={32}
          autoFocus
        />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          data-testid="staff-password"
          autoComplete="current-password"
          placeholder="请输入密码"
          maxLength={64}
        />
      </Form.Item>
      <Button
        data-testid="staff-login-submit"
        type="primary"
        htmlType="submit"
        block
        loading={login.isPending}
      >
        登录
      </Button>
    </Form>
  );
}
