import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { directionOf } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { currentAntdLocale } from './admin-i18n';
import { ADMIN_THEME } from './admin-theme';
import { useDialogFocus } from './layout/dialog-focus';

/**
 * antd in the operator's language (re-rendered on a switch) and the console's accessible theme, its message/modal
 * context with dialogs that keep focus, and react-query.
 */
export function AdminProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  useDialogFocus();
  return (
    <QueryClientProvider client={queryClient}>
      {/* antd spaces out a two-character CJK label (発送 → "発 送"): screen readers then spell it, and its name
          differs from the text. */}
      <ConfigProvider
        locale={currentAntdLocale()}
        direction={directionOf(i18n.language)}
        theme={ADMIN_THEME}
        button={{ autoInsertSpace: false }}
      >
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
