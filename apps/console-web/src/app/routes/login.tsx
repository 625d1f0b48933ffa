import { Card, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CONSOLE_TITLE } from '../../config/app.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function LoginRoute() {
  useDocumentTitle('工作人员登录');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const target = safeRedirect(params.get('redirect'));

  if (token) return <Navigate to={target} replace />;

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
      }}
    >
      <Card
        style={{ width: 400, boxShadow: '0 4px 24px rgba(31, 64, 62, 0.08)' }}
        styles={{ body: { padding: 32 } }}
      >
        <Typography.Text type="secondary">{CONSOLE_TITLE}</Typography.Text>
        <Typography.Title level={3} style={{ marginTop: 4, marginBottom: 24 }}>
          工作人员登录
        </Typography.Title>
        <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 20, marginBottom: 0, fontSize: 12 }}>
          忘记密码请联系系统管理员重置。诊所电脑为多人共用，离开时请退出登录。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
