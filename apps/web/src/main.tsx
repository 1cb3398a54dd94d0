import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import '@/components/antd-react19';
import { readLanguageCookie } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, preloadScreen } from '@/app/router';
import '@/app/theme.css';

/**
 * Language from this device's cookie, else English; a logged-in account's language applies after user info.
 * The shell painted by index.html stays until the first screen is ready (its guard passed, its chunk loaded),
 * then React draws over it in a transition, in slices that leave the main thread free between them.
 */
async function start() {
  preloadScreen(window.location.pathname);
  await initI18n(readLanguageCookie());
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await router.ready;
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/** The operator console is its own chunk: only a visit to /admin downloads it. */
if (window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/')) {
  void import('./admin/main').then(({ startAdmin }) => startAdmin());
} else {
  void start();
}
