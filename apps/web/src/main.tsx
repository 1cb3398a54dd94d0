import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import '@/zod-config';
import { readLanguageCookie, sessionStore } from '@/api/session-store';
import { waitingLogouts } from '@/api/pending-logout-store';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { createAppRouter, preloadScreen } from '@/app/router';
import '@/app/theme.css';
import { forgetPersonalAnswers } from '@/service-worker/personal-answers';

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
  startLiveUpdatesWhenSignedIn(queryClient);
  // A sign-out made offline is told to the server now, or when the browser is back online; when none waits, the
  // code that sends them is not loaded at all.
  if (waitingLogouts().length > 0) {
    whenIdle(() => void import('@/api/pending-logout').then((module) => module.sendPendingLogoutsWhenOnline()));
  }
}

/**
 * A buyer's live updates (ADR 030) never weigh on the first screen: their chunk loads once the browser is idle,
 * and only when someone is signed in.
 */
function startLiveUpdatesWhenSignedIn(queryClient: QueryClient) {
  let idle = false;
  const load = () => {
    if (!idle || !sessionStore.getState().token) return;
    stop();
    void import('@/api/live-updates').then(({ startLiveUpdates }) => startLiveUpdates(queryClient));
  };
  const stop = sessionStore.subscribe(load);
  whenIdle(() => {
    idle = true;
    load();
  });
}

const whenIdle = (run: () => void) =>
  (window.requestIdleCallback ?? ((later: () => void) => setTimeout(later, 200)))(run);

/** When a session ends (logout, or the server says it has) or changes hands, its kept answers go (decision 027). */
function forgetAnswersWhenTheSessionEnds() {
  let token = sessionStore.getState().token;
  sessionStore.subscribe(() => {
    const next = sessionStore.getState().token;
    if (token && next !== token) void forgetPersonalAnswers();
    token = next;
  });
}

/**
 * The service worker (decision 027) is registered once the page has loaded and the browser is idle: its code and
 * its precaching never compete with the first screen.
 */
function registerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    whenIdle(() => {
      void import('./service-worker/register')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('service worker not registered', error));
    });
  });
}

/** The operator console is its own chunk: only a visit to /admin downloads it. */
if (window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/')) {
  void import('./admin/main').then(({ startAdmin }) => startAdmin());
} else {
  forgetAnswersWhenTheSessionEnds();
  registerWhenIdle();
  void start();
}
