import { beforeEach } from 'vitest';
import { installFakeXhr, type FakeXhr } from '@/test/fake-xhr';

/** A picture to pick in an images field (2 KB of zeros). */
export const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });

/**
 * Uploads the test answers by hand: before each test, a fresh list of the requests the images fields send (in
 * order), and object URLs for their previews, which jsdom lacks. Undo with vi.unstubAllGlobals after each test.
 */
export function fakeUploads() {
  const uploads = { xhrs: [] as FakeXhr[] };
  beforeEach(() => {
    uploads.xhrs = installFakeXhr();
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
  });
  return uploads;
}
