import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/** A calm clinical palette: muted teal, soft neutrals, readable sizes for long shifts. */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f7d78',
    colorInfo: '#2f7d78',
    colorBgLayout: '#f5f7f9',
    borderRadius: 6,
    fontSize: 14,
    // WCAG AA (4.5:1 on white): antd's grey help text (#8c8c8c, 3.4:1) and red (#ff4d4f, 3.3:1) fall short.
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorError: '#cf1322',
    // antd lightens the teal on hover (#4a8a83, 4.0:1 with white); darken it instead.
    colorPrimaryHover: '#24625e',
    colorPrimaryActive: '#1f5c58',
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 24px' },
    Menu: { itemSelectedBg: '#e8f3f2', itemSelectedColor: '#1f5c58' },
  },
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
