import { RETRY_DELAY_MS, WalletApi, type UploadData } from '@tradewind/contract';
import { headersFor, isOffline, NETWORK_ERROR, parseBody, rejectTransportError, toResult } from './http';
import type { WireResponse } from './wire';

export type { UploadData };

/** docs/architecture.md §7: what the server stores. Checked here first so a wrong file is never sent; the server checks again. */
export const UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const UPLOAD_MAX_MB = 5;
const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** Five megabytes over a slow phone connection need far more than the 10 s of the other calls. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type UploadProblem = 'type' | 'size';

export function checkImageFile(file: File): UploadProblem | null {
  if (!UPLOAD_TYPES.includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');
export const isUploadCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One try on the wire to `url` with the given headers (the buyer's token, or the console's header beside its
 * cookie). XMLHttpRequest because fetch cannot report upload progress.
 */
export function sendUpload(
  file: File,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  url: string = WalletApi.upload,
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', file.type);
    // The last percent waits for the server's answer: the bytes are sent but the picture is not stored yet.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.ontimeout = () => reject(new Error(`timeout of ${UPLOAD_TIMEOUT_MS}ms exceeded`));
    xhr.onabort = () => reject(cancelled());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * POST /api/common/upload with the picture's bytes as the body. Failures behave as every other call (docs/product.md §8):
 * the toast, an ApiError, the login-expired flow, one retry on HTTP 500. A cancelled upload rejects quietly
 * with an AbortError.
 */
export async function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadData> {
  for (let attempt = 1; ; attempt += 1) {
    if (signal?.aborted) throw cancelled();
    let response: WireResponse;
    try {
      if (isOffline()) throw new Error(NETWORK_ERROR);
      response = await sendUpload(file, headersFor({}), onProgress, signal);
    } catch (error) {
      if (isUploadCancelled(error)) throw error;
      return rejectTransportError(error, {});
    }
    if (response.status === 500 && attempt === 1) {
      await delay(RETRY_DELAY_MS);
      onProgress(0);
      continue;
    }
    const data = toResult<UploadData>(response, {});
    onProgress(100);
    return data;
  }
}
