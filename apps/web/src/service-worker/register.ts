import { updateStore } from './update-store';
import { keepFirstAnswers } from '@/api/first-answers';
import { saveFirstAnswer } from './save-first-answers';
import { saveFirstPictures } from './save-first-pictures';
import { routeOnNoticeTap } from './push-notices';
import { navigateTo } from '@/lib/navigation';

/** How often an app left open asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** A version installed beside an active one is an update; the very first install is not. */
function watch(registration: ServiceWorkerRegistration, worker: ServiceWorker | null) {
  if (!worker) return;
  const offer = () => {
    if (worker.state === 'installed' && registration.active) updateStore.set(worker);
  };
  offer();
  worker.addEventListener('statechange', offer);
}

/**
 * Registers the service worker once the first screen is up (decision 027): after `load` and an idle moment, so
 * its download and precaching never compete with the first screen's bytes. `updateViaCache: 'none'` makes every
 * update check ask the server for sw.js, which it sends `no-cache` anyway.
 */
export async function registerServiceWorker(): Promise<void> {
  // A tap on a notice while the app is open routes it in place (push-notices.ts); set before the worker can post.
  routeOnNoticeTap(navigator.serviceWorker, navigateTo);
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  watch(registration, registration.waiting);
  watch(registration, registration.installing);
  registration.addEventListener('updatefound', () => watch(registration, registration.installing));
  const check = () => void registration.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
  keepFirstAnswers((answer) => void saveFirstAnswer(answer).catch(() => {}));
  await saveFirstPictures().catch(() => {});
}
