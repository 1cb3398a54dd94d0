import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { antdLocale } from '@/i18n/antd-locale';

/** antd-mobile's own texts follow the interface language (re-rendered by useTranslation on a switch). */
function AntdLocale({ children }: { children: ReactNode }) {
  useTranslation();
  const locale = antdLocale();
  return locale ? <ConfigProvider locale={locale}>{children}</ConfigProvider> : children;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdLocale>{children}</AntdLocale>
    </QueryClientProvider>
  );
}
