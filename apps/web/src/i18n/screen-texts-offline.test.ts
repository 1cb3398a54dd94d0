import { describe, expect, it, vi } from 'vitest';
import { loadNamespaces, loadScreenNamespaces } from './index';

// Turkish on this phone, but its checkout texts were never downloaded, and the phone is offline.
vi.mock('./locale-files/tr', async (importOriginal) => {
  const real = (await importOriginal<{ default: Record<string, () => Promise<unknown>> }>()).default;
  return {
    default: {
      ...real,
      '../locales/tr/checkout.json': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    },
  };
});

describe("a screen's texts in a language not downloaded yet", () => {
  it('let the screen open (with English where its own texts are missing) instead of failing it', async () => {
    // All of them are needed: the switch of language (and a reload online) waits for every one.
    await expect(loadNamespaces('tr', ['checkout'])).rejects.toThrow('Failed to fetch');
    // The router's load for a screen: English is there, precached; the Turkish file is tried, and not waited for.
    await expect(loadScreenNamespaces('tr', ['checkout', 'paysheet'])).resolves.toBeUndefined();
  });
});
