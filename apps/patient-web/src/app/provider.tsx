import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCNLocale from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadingMask } from '../components/loading-mask.tsx';
import { queryClient } from '../lib/api-client.ts';
import { zhCN } from '../locale/zh-CN.ts';

function OfflineBanner() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (online) return null;
  return (
    <div className="sp-offline" role="alert">
      {zhCN.common.offline}
    </div>
  );
}

/** App-wide providers: antd-mobile in zh-CN, TanStack Query, the global loading mask, the offline banner. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCNLocale}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LoadingMask />
        <OfflineBanner />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
