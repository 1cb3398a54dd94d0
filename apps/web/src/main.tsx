import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/components/antd-react19';
import '@/zod-config';
import { readLanguageCookie } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import '@/app/theme.css';

/** Language from this device's cookie, else English; a logged-in account's language applies after user info. */
async function start() {
  await initI18n(readLanguageCookie());
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/** The operator console is its own chunk: only a visit to /admin downloads it. */
if (window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/')) {
  void import('./admin/main').then(({ startAdmin }) => startAdmin());
} else {
  void start();
}
