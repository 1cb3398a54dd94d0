import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { currentAntdLocale } from './admin-i18n';

/** antd in the operator's language (re-rendered on a switch), its message/modal context, and react-query. */
export function AdminProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={currentAntdLocale()} theme={{ token: { colorPrimary: '#0f766e', borderRadius: 6 } }}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
