import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '@/api/http';

/** What a fake endpoint answers: a status and a body, or a thrown transport error. */
export type FakeReply = { status?: number; body?: unknown } | Error;
type Handler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export type FakeRequest = {
  method: string;
  /** Path with the serialized query string, as it would go on the wire. */
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
};

export const ok = (data: unknown = null, msg = 'OK'): FakeReply => ({
  status: 200,
  body: { code: 1, msg, time: 0, data },
});
export const fail = (status: number, msg: string, error = 'VALIDATION', code = 0, fields?: Record<string, string>) => ({
  status,
  body: { code, msg, time: 0, error, data: null, ...(fields ? { fields } : {}) },
});
export const expired = (): FakeReply => fail(401, 'Your login has expired, please log in again', 'UNAUTHORIZED', 401);
export const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);
export const timeoutError = () => new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED);

/**
 * Installs a fake axios adapter on the app's HTTP client. Routes are 'METHOD /path' (the query string is
 * ignored for matching); a route given as an array answers its replies in turn, then repeats the last.
 * Unknown routes answer a 404 envelope.
 */
export function fakeHttp(routes: Record<string, Handler | Handler[]>) {
  const requests: FakeRequest[] = [];
  const turns = new Map<string, number>();
  const previous = httpClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = httpClient.getUri(config);
    const path = url.split('?')[0];
    const method = (config.method ?? 'get').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method, url, path, headers, body };
    requests.push(request);
    const key = `${method} ${path}`;
    const route = routes[key];
    let handler: Handler = fail(404, 'Not found', 'NOT_FOUND');
    if (Array.isArray(route)) {
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      handler = route[Math.min(turn, route.length - 1)];
    } else if (route) handler = route;
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply instanceof Error) throw Object.assign(reply, { config });
    return { data: reply.body, status: reply.status ?? 200, statusText: '', headers: {}, config };
  };
  httpClient.defaults.adapter = adapter;
  return {
    requests,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    restore: () => {
      httpClient.defaults.adapter = previous;
    },
  };
}
