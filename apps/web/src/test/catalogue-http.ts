import { http } from './http.mock';

type Params = Record<string, unknown>;
type Answer = (params: Params) => unknown;

/**
 * Answers the mocked `http.get` per path (the test's vi.mock of '@/api/http' must point at '@/test/http.mock');
 * an unknown path rejects. Returns the params of every call to a path, in order.
 */
export function answerGets(answers: Record<string, Answer>) {
  http.get.mockReset();
  http.get.mockImplementation(async (url, options) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected GET ${url}`);
    return answer(((options as { params?: Params } | undefined)?.params ?? {}) as Params);
  });
  return (url: string): Params[] =>
    http.get.mock.calls
      .filter(([called]) => called === url)
      .map(([, options]) => ((options as { params?: Params } | undefined)?.params ?? {}) as Params);
}
