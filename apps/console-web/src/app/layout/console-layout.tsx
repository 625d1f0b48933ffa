import { Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CONSOLE_TITLE } from '../../config/app.ts';
import { entriesFor, roleLabel } from '../../config/navigation.ts';
import { AlertsBell } from '../../features/alerts/components/alerts-bell.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/** The page frame: a side menu with only what this role may open, and who is signed in. */
export function ConsoleLayout() {
  const staff = useSessionStore((s) => s.staff);
  const me = useMe();
  const logout = useLogout();
  const location = useLocation();
  const navigate = useNavigate();

  if (!staff) {
    return <Spin size="large" fullscreen description="正在加载…" spinning={me.isPending} />;
  }

  const entries = entriesFor(staff.role);
  const current = entries.find((e) =>
    e.path === '/' ? location.pathname === '/' : location.pathname.startsWith(e.path),
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={208} theme="light" style={{ borderRight: '1px solid #e9edf0' }}>
        <div style={{ height: 64, display: 'flex', alignItems: 'center', padding: '0 24px' }}>
          <Typography.Text strong style={{ fontSize: 17, color: '#2f7d78' }}>
            {CONSOLE_TITLE}
          </Typography.Text>
        </div>
        <Menu
          mode="inline"
          selectedKeys={current ? [current.path] : []}
          style={{ borderInlineEnd: 'none' }}
          items={entries.map((e) => ({ key: e.path, label: e.label, 'data-testid': `nav-${e.key}` }))}
          onClick={({ key }) => navigate(key)}
          data-testid="console-nav"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            borderBottom: '1px solid #e9edf0',
          }}
        >
          <Space size={12}>
            <AlertsBell />
            <Typography.Text data-testid="current-staff-name">{staff.displayName}</Typography.Text>
            <Tag variant="filled" color="default" data-testid="current-staff-role">
              {roleLabel(staff.role)}
            </Tag>
            <Button
              type="link"
              onClick={() =>
                logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })
              }
              loading={logout.isPending}
              data-testid="logout"
            >
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <div style={{ background: '#fff', borderRadius: 8, padding: 24, minHeight: 'calc(100vh - 112px)' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
