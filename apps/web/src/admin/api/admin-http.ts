import {
  AdminOperatorApi,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  IDEMPOTENCY_HEADER,
  ResponseCode,
  type UploadData,
} from '@tradewind/contract';
import { ApiError, isEnvelope, transportMessage, wire } from '@/api/http';
import type { WireResponse } from '@/api/wire';
import { checkImageFile, sendUpload, UPLOAD_MAX_MB } from '@/api/upload';
import { currentLanguage, t } from '@/i18n';
import { toQueryString } from '@/lib/query-string';
import { adminSession } from './admin-session';

type CallOptions = { params?: Record<string, unknown>; idempotencyKey?: string };

let onExpired: () => void = () => {};
/** The console's router opens its sign-in screen when the operator's session ends (a 401). */
export const setAdminExpiredHandler = (handler: () => void) => {
  onExpired = handler;
};

function headers(options: CallOptions): Record<string, string> {
  // The session is the HttpOnly cookie the browser sends itself; this header tells the server the console sent it.
  const result: Record<string, string> = {
    'Accept-Language': currentLanguage(),
    [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
  };
  if (options.idempotencyKey) result[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  return result;
}

function resultOf<T>({ status, body }: WireResponse): T {
  if (isEnvelope(body) && status >= 200 && status < 300 && body.code === ResponseCode.Success) return body.data as T;
  if (status === 401) {
    adminSession.clear();
    onExpired();
  }
  if (isEnvelope(body)) {
    throw new ApiError(body.msg || t('common.requestFailed', { status }), {
      code: body.code,
      status,
      key: body.error,
      fields: body.fields,
    });
  }
  throw new ApiError(t('common.requestFailed', { status }), { code: 0, status });
}

async function send<T>(method: 'GET' | 'POST', url: string, body: unknown, options: CallOptions): Promise<T> {
  const query = toQueryString(options.params);
  let response: WireResponse;
  try {
    response = await wire({ method, url: query ? `${url}?${query}` : url, headers: headers(options), body });
  } catch (error) {
    throw new ApiError(transportMessage(error), { code: 0 });
  }
  return resultOf<T>(response);
}

/**
 * The operator console's HTTP client: the same wire and envelope as the buyer's app, the operator's own cookie,
 * and no toasts — each screen shows an error where the operator is looking (a form field, a dialog, the table).
 */
export const adminHttp = {
  get: <T>(url: string, params?: Record<string, unknown>) => send<T>('GET', url, undefined, { params }),
  post: <T>(url: string, body?: unknown, options: Omit<CallOptions, 'params'> = {}) =>
    send<T>('POST', url, body, options),
};

/**
 * A picture for the catalogue or a shop, with its upload progress (0–100). The file's type and size are
 * checked here first; the server checks its bytes again.
 */
export async function adminUpload(file: File, onProgress: (percent: number) => void): Promise<UploadData> {
  const problem = checkImageFile(file);
  if (problem === 'type') throw new ApiError(t('upload.wrongType', { name: file.name }), { code: 0 });
  if (problem === 'size') throw new ApiError(t('upload.tooLarge', { name: file.name, mb: UPLOAD_MAX_MB }), { code: 0 });
  let response: WireResponse;
  try {
    response = await sendUpload(file, headers({}), onProgress, undefined, AdminOperatorApi.upload);
  } catch (error) {
    throw new ApiError(transportMessage(error), { code: 0 });
  }
  const data = resultOf<UploadData>(response);
  onProgress(100);
  return data;
}
