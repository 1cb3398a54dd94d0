import { setTransport } from '@/api/http';
import type { Transport } from '@/api/wire';

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
/** What the fetch transport throws when the network is down or the 10 s timeout passes. */
export const networkError = () => new Error('Network Error');
export const timeoutError = () => new Error('timeout of 10000ms exceeded');

/**
 * Puts a fake server in place of the app's HTTP transport. Routes are 'METHOD /path' (the query string is
 * ignored for matching); a route given as an array answers its replies in turn, then repeats the last.
 * Unknown routes answer a 404 envelope.
 */
export function fakeHttp(routes: Record<string, Handler | Handler[]>) {
  const requests: FakeRequest[] = [];
  const turns = new Map<string, number>();
  const transport: Transport = async ({ method, url, headers: sent, body }) => {
    const path = url.split('?')[0];
    const headers = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v]));
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
    if (reply instanceof Error) throw reply;
    return { status: reply.status ?? 200, body: reply.body };
  };
  const previous = setTransport(transport);
  return {
    requests,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    restore: () => {
      setTransport(previous);
    },
  };
}
