import { fakeHttp, ok, type FakeRequest } from './fake-http';

/** A query string as the server reads it: name → value, every value a string. */
export type Query = Record<string, string>;

export const queryOf = (request: FakeRequest): Query =>
  Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));

/**
 * A fake server (fake-http.ts, under the real client) for the catalogue's GETs: each path answers
 * `ok(answer(query))`; `routes` are fakeHttp's own ('GET /path': reply), for failures; any other call answers a 404
 * envelope. `queries(path)` is the query of every call to a path, in order.
 */
export function fakeCatalogue(
  answers: Record<string, (query: Query) => unknown>,
  routes: Parameters<typeof fakeHttp>[0] = {},
) {
  const answered = Object.entries(answers).map(([path, answer]) => [
    `GET ${path}`,
    (request: FakeRequest) => ok(answer(queryOf(request))),
  ]);
  const server = fakeHttp({ ...Object.fromEntries(answered), ...routes });
  return { ...server, queries: (path: string) => server.calls(`GET ${path}`).map(queryOf) };
}
