import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { installFakeXhr, type FakeXhr } from '@/test/fake-xhr';
import { resetSession } from '@/test/session-reset';
import { ApiError } from './api-error';
import { sessionStore } from './session-store';
import { checkImageFile, uploadImage } from './upload';

const file = (type = 'image/webp', bytes = 10) => new File([new Uint8Array(bytes)], 'shot', { type });
let requests: FakeXhr[];

beforeEach(async () => {
  await resetSession();
  requests = installFakeXhr();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadImage', () => {
  it('sends the bytes with their type, the token and the language, and reports progress', async () => {
    sessionStore.setToken('tok-9');
    const progress: number[] = [];
    const done = uploadImage(file(), (percent) => progress.push(percent));
    const [request] = requests;
    expect(request.headers).toMatchObject({ 'content-type': 'image/webp', token: 'tok-9', 'accept-language': 'en' });
    request.progress(50, 100);
    request.progress(100, 100);
    request.respond(200, { code: 1, msg: 'OK', data: { url: '/uploads/u/a.webp', width: 2, height: 3 } });
    await expect(done).resolves.toEqual({ url: '/uploads/u/a.webp', width: 2, height: 3 });
    expect(progress).toEqual([50, 99, 100]);
  });

  it('offline, fails at once with "network connection abnormal" and sends nothing', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(uploadImage(file(), () => {})).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(0);
    expect(shown).toHaveBeenCalledWith('Network connection abnormal, please check your connection');
  });

  it('an error envelope shows its msg and rejects with an ApiError', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const done = uploadImage(file(), () => {});
    requests[0].respond(413, { code: 0, msg: 'The upload is too large', error: 'PAYLOAD_TOO_LARGE' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, key: 'PAYLOAD_TOO_LARGE' });
    expect(shown).toHaveBeenCalledWith('The upload is too large');
  });

  it('a timeout says so, and a cancelled upload rejects without a word', async () => {
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const timedOut = uploadImage(file(), () => {});
    requests[0].ontimeout?.();
    await expect(timedOut).rejects.toThrow('The request timed out, please try again');
    const controller = new AbortController();
    const cancelled = uploadImage(file(), () => {}, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(shown).toHaveBeenCalledTimes(1);
  });
});

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkImageFile(file('image/jpeg', 5 * 1024 * 1024))).toBeNull();
    expect(checkImageFile(file('image/gif'))).toBe('type');
    expect(checkImageFile(file('image/png', 5 * 1024 * 1024 + 1))).toBe('size');
  });
});
