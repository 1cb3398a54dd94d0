import { vi } from 'vitest';

/** What POST /api/common/upload stores for a buyer: a generated name in their private folder, a new one per picture. */
export const storedUrl = (n: number) => `/uploads/private/${n.toString(16).padStart(32, '0')}.png`;

let stored = 0;
/** Stands in for uploadImage in screen tests: each picture is stored at once under the next url. */
export const instantUpload = vi.fn(async (_file: File, onProgress: (percent: number) => void) => {
  onProgress(100);
  stored += 1;
  return { url: storedUrl(stored), width: 640, height: 480 };
});
export const resetUploads = () => {
  stored = 0;
};

export const png = (name = 'photo.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
