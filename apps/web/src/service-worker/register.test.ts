import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register';
import { updateStore } from './update-store';

type FakeWorker = EventTarget & { state: string };
const worker = (state: string): FakeWorker => Object.assign(new EventTarget(), { state });

function stubRegistration(registration: Record<string, unknown>) {
  const target = Object.assign(new EventTarget(), { update: vi.fn(async () => {}), ...registration });
  // The container is an EventTarget, as the browser's is: the page hears the worker's messages on it.
  const serviceWorker = Object.assign(new EventTarget(), { register: vi.fn(async () => target) });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker });
  return target;
}

afterEach(() => {
  vi.unstubAllGlobals();
  updateStore.set(null);
});

describe('registering the service worker', () => {
  it('offers a version that installed beside an active one', async () => {
    const waiting = worker('installed');
    stubRegistration({ active: worker('activated'), waiting, installing: null });
    await registerServiceWorker();
    expect(updateStore.get()).toBe(waiting);
  });

  it('offers nothing for the very first install: there is no older version to replace', async () => {
    const installing = worker('installing');
    stubRegistration({ active: null, waiting: null, installing });
    await registerServiceWorker();
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(updateStore.get()).toBeNull();
  });

  it('offers a version found while the app is open once it has installed', async () => {
    const registration = stubRegistration({ active: worker('activated'), waiting: null, installing: null });
    await registerServiceWorker();
    const next = worker('installing');
    Object.assign(registration, { installing: next });
    registration.dispatchEvent(new Event('updatefound'));
    expect(updateStore.get()).toBeNull();
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(updateStore.get()).toBe(next);
  });
});
