import {
  AccountApi,
  IDEMPOTENCY_HEADER,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  ResponseCode,
  TOKEN_HEADER,
  DEVICE_HEADER,
} from '@tradewind/contract';
import { deviceKey } from './device-key';
import { toast } from '@/components/toast';
import { currentLanguage, t } from '@/i18n';
import { toQueryString } from '@/lib/query-string';
import { ApiError } from './api-error';
import { takeFirstAnswer } from './first-answers';
import { handleLoginExpired } from './login-expired';
import { sessionStore } from './session-store';
import type { Transport, WireRequest, WireResponse } from './wire';

export { ApiError, isApiError } from './api-error';

export interface RequestOptions {
  params?: Record<string, unknown>;
  /** Leave the token header off (login, register). */
  noToken?: boolean;
  /** Money and stock writes (docs/architecture.md §3): the same key replays the first answer. */
  idempotencyKey?: string;
  /** No toast on failure; the caller shows what it wants. The login-expired flow still runs. */
  silent?: boolean;
}

export type Envelope = { code: number; msg?: string; data?: unknown; error?: string; fields?: Record<string, string> };

/** The browser knows it has no network: a call fails at once rather than waiting on the wire. */
export const NETWORK_ERROR = 'Network Error';
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The browser's fetch with the docs/product.md §9 timeout; transport failures carry the messages docs/product.md §8 maps. */
const fetchTransport: Transport = async ({ method, url, headers, body }) => {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, body: parseBody(text) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    }
    throw new Error(NETWORK_ERROR);
  }
};

export function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

let transport: Transport = fetchTransport;
/** Tests put a fake server in place of the network; returns the transport it replaced. */
export function setTransport(next: Transport): Transport {
  const previous = transport;
  transport = next;
  return previous;
}

/**
 * Sends one request through the current transport (the operator console's client shares it). Offline, a write
 * fails at once and changes nothing (docs/product.md §8); a read still goes out, for the service worker may answer
 * it with the last known copy (decision 027), and without one the browser fails it at once.
 */
export const wire: Transport = (request) =>
  isOffline() && request.method !== 'GET' ? Promise.reject(new Error(NETWORK_ERROR)) : transport(request);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/** The headers every call carries; uploads (api/upload.ts) send them too. */
export function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = sessionStore.getState().token;
  if (token && !options.noToken) headers[TOKEN_HEADER] = token;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const device = deviceKey();
  if (device) headers[DEVICE_HEADER] = device;
  return headers;
}

/** The flow's logout: a failed logout still ends the session here (session.logout, else session.clear). */
async function endSession(): Promise<void> {
  if (sessionStore.getState().token) await http.post(AccountApi.logout, undefined, { silent: true }).catch(() => {});
  sessionStore.clear();
}

export function transportMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message === NETWORK_ERROR) return t('common.networkError');
  if (message.toLowerCase().includes('timeout')) return t('common.timeout');
  return message;
}

function reject(error: ApiError, options: RequestOptions): never {
  if (!options.silent) toast.error(error.message);
  throw error;
}

/** docs/product.md §8 for an answer that came back: its data, or the toast, ApiError and login-expired flow. */
export function toResult<T>(response: WireResponse, options: RequestOptions): T {
  const { status, body } = response;
  const ok = status >= 200 && status < 300;
  if (isEnvelope(body) && ok && body.code === ResponseCode.Success) return body.data as T;
  if (status === 401 || (isEnvelope(body) && body.code === ResponseCode.LoginExpired)) {
    void handleLoginExpired(endSession);
    throw new ApiError(isEnvelope(body) && body.msg ? body.msg : t('common.requestFailed', { status }), {
      code: ResponseCode.LoginExpired,
      status,
      key: isEnvelope(body) ? body.error : undefined,
    });
  }
  if (isEnvelope(body)) {
    const message = body.msg || t('common.requestFailed', { status });
    return reject(new ApiError(message, { code: body.code, status, key: body.error, fields: body.fields }), options);
  }
  return reject(new ApiError(t('common.requestFailed', { status }), { code: 0, status }), options);
}

/** A request that never got an answer (network down, timeout): its toast and ApiError. */
export function rejectTransportError(error: unknown, options: RequestOptions): never {
  return reject(new ApiError(transportMessage(error), { code: 0 }), options);
}

type Call = Pick<WireRequest, 'method' | 'url' | 'body'>;

async function send<T>(call: Call, options: RequestOptions, retried = false): Promise<T> {
  const query = toQueryString(options.params);
  const url = query ? `${call.url}?${query}` : call.url;
  const headers = headersFor(options);
  if (call.method === 'GET') {
    const first = takeFirstAnswer(url, currentLanguage(), TOKEN_HEADER in headers);
    if (first) return toResult<T>(first, options);
  }
  let response: WireResponse;
  try {
    response = await wire({ ...call, url, headers });
  } catch (error) {
    return rejectTransportError(error, options);
  }
  if (response.status === 500 && !retried) {
    await delay(RETRY_DELAY_MS);
    return send<T>(call, options, true);
  }
  return toResult<T>(response, options);
}

/** docs/product.md §7–§8: resolves with the envelope's `data` when the status is 2xx and the body code is 1. */
export const http = {
  get<T>(url: string, options: RequestOptions = {}): Promise<T> {
    return send<T>({ method: 'GET', url }, options);
  },
  post<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send<T>({ method: 'POST', url, body }, options);
  },
};
