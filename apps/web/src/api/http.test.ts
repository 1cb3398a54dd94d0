import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { changeLanguage } from '@/i18n';
import { fail, fakeHttp, networkError, ok, timeoutError } from '@/test/fake-http';
import { resetSession } from '@/test/session-reset';
import { ApiError, http } from './http';
import { sessionStore } from './session-store';

let server: ReturnType<typeof fakeHttp>;
const errorToast = () => vi.spyOn(toast, 'error').mockImplementation(() => {});

beforeEach(async () => {
  await resetSession();
});
afterEach(() => {
  server?.restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('http: success and request shape', () => {
  it('resolves with the envelope data on HTTP 2xx and code 1, same origin, 10 s timeout', async () => {
    server = fakeHttp({ 'GET /api/user/law': ok({ title: 'Law' }) });
    await expect(http.get('/api/user/law')).resolves.toEqual({ title: 'Law' });
    expect(server.requests[0].url).toBe('/api/user/law');
  });

  it('sends the token header when a token exists, unless the call opts out', async () => {
    server = fakeHttp({ 'GET /a': ok(), 'POST /b': ok() });
    await http.get('/a');
    expect(server.requests[0].headers.token).toBeUndefined();
    sessionStore.setToken('tok-1');
    await http.get('/a');
    await http.post('/b', { x: 1 }, { noToken: true });
    expect(server.requests[1].headers.token).toBe('tok-1');
    expect(server.requests[2].headers.token).toBeUndefined();
    expect(server.requests[2].body).toEqual({ x: 1 });
  });

  it('sends Accept-Language with the current language and Idempotency-Key when given', async () => {
    server = fakeHttp({ 'POST /pay': ok() });
    await changeLanguage('fr');
    await http.post('/pay', {}, { idempotencyKey: 'key-123' });
    expect(server.requests[0].headers['accept-language']).toBe('fr');
    expect(server.requests[0].headers['idempotency-key']).toBe('key-123');
  });

  it('writes GET params without empty values and with nested objects as name[key]', async () => {
    server = fakeHttp({ 'GET /api/user/bill': ok([]) });
    await http.get('/api/user/bill', { params: { page: 2, type: '', shop: null, x: undefined, range: { from: 'a' } } });
    expect(server.requests[0].url).toBe('/api/user/bill?page=2&range%5Bfrom%5D=a');
  });
});

describe('http: failures', () => {
  it('body code other than 1 → toast of the server msg and an ApiError with code, key, status and fields', async () => {
    const shown = errorToast();
    server = fakeHttp({
      'POST /x': { status: 200, body: { code: 0, msg: 'Insufficient balance', error: 'INSUFFICIENT_BALANCE' } },
    });
    const error = await http.post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Insufficient balance', code: 0, status: 200, key: 'INSUFFICIENT_BALANCE' });
    expect(shown).toHaveBeenCalledWith('Insufficient balance');
  });

  it('an HTTP 4xx envelope is a body error: its msg is shown and its fields kept', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'POST /x': fail(400, 'Please check what you entered', 'VALIDATION', 0, { email: 'bad' }) });
    const error = await http.post('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 0, status: 400, key: 'VALIDATION', fields: { email: 'bad' } });
    expect(shown).toHaveBeenCalledWith('Please check what you entered');
  });

  it('a 2xx body that is not an envelope fails too (success needs code 1)', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'GET /x': { status: 200, body: '<html></html>' } });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 0, status: 200 });
    expect(shown).toHaveBeenCalledWith('The request failed (error 200)');
  });

  it('silent calls reject without a toast', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'GET /x': fail(409, 'Out of stock', 'OUT_OF_STOCK') });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ key: 'OUT_OF_STOCK' });
    await expect(http.get('/y', { silent: true })).rejects.toBeInstanceOf(ApiError);
    server.restore();
    server = fakeHttp({ 'GET /x': networkError() });
    await expect(http.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(shown).not.toHaveBeenCalled();
  });

  it('network error → "network connection abnormal"', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'GET /x': networkError() });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 0 });
    expect(shown).toHaveBeenCalledWith('Network connection abnormal, please check your connection');
  });

  it('offline, a read still goes out: the service worker may answer it from its caches', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server = fakeHttp({ 'GET /api/cart/list': ok({ shops: [] }) });
    await expect(http.get('/api/cart/list')).resolves.toEqual({ shops: [] });
    expect(server.requests).toHaveLength(1);
  });

  it('offline, a write fails at once with "network connection abnormal" and nothing goes on the wire', async () => {
    const shown = errorToast();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server = fakeHttp({ 'POST /api/cart/add': ok({}) });
    await expect(http.post('/api/cart/add', { sku_id: 1 })).rejects.toMatchObject({ code: 0 });
    expect(server.requests).toHaveLength(0);
    expect(shown).toHaveBeenCalledWith('Network connection abnormal, please check your connection');
  });

  it('a message containing "timeout" → "request timed out"', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'GET /x': timeoutError() });
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(shown).toHaveBeenCalledWith('The request timed out, please try again');
  });

  it('other errors show their own message, and the toast follows the language', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'GET /x': new Error('socket hang up'), 'GET /y': networkError() });
    await expect(http.get('/x')).rejects.toThrow('socket hang up');
    await changeLanguage('fr');
    await expect(http.get('/y')).rejects.toBeInstanceOf(ApiError);
    expect(shown.mock.calls).toEqual([
      ['socket hang up'],
      ['Connexion réseau anormale, veuillez vérifier votre connexion'],
    ]);
  });
});

describe('http: HTTP 500', () => {
  it('retries exactly once, 300 ms later, and resolves when the retry succeeds', async () => {
    vi.useFakeTimers();
    server = fakeHttp({ 'GET /x': [fail(500, 'boom', 'INTERNAL'), ok('second')] });
    const result = http.get('/x');
    await vi.advanceTimersByTimeAsync(299);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('second');
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the one retry and shows the msg', async () => {
    const shown = errorToast();
    server = fakeHttp({ 'POST /x': fail(500, 'Something went wrong on our side', 'INTERNAL') });
    await expect(http.post('/x', { a: 1 })).rejects.toMatchObject({ status: 500, key: 'INTERNAL' });
    expect(server.requests).toHaveLength(2);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('does not retry other statuses', async () => {
    errorToast();
    server = fakeHttp({ 'GET /x': fail(502, 'bad gateway', 'INTERNAL') });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('http: the fetch transport', () => {
  const stubFetch = (impl: (url: string, init: RequestInit) => Promise<Response>) => {
    const fetchSpy = vi.fn(impl);
    vi.stubGlobal('fetch', fetchSpy);
    return fetchSpy;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('calls the same origin with the query string, a JSON body and a 10 s timeout signal', async () => {
    const fetchSpy = stubFetch(async () => Response.json({ code: 1, msg: 'OK', time: 0, data: { id: 7 } }));
    await expect(http.post('/api/user/profile', { avatar: 'a.png' }, { params: { lang: 'en' } })).resolves.toEqual({
      id: 7,
    });
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/api/user/profile?lang=en');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"avatar":"a.png"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('says the request timed out when the timeout signal fires', async () => {
    const toastSpy = errorToast();
    stubFetch(async () => {
      throw new DOMException('signal timed out', 'TimeoutError');
    });
    await expect(http.get('/api/ping')).rejects.toBeInstanceOf(ApiError);
    expect(toastSpy).toHaveBeenCalledWith('The request timed out, please try again');
  });

  it('says the network connection is abnormal when fetch cannot reach the server', async () => {
    const toastSpy = errorToast();
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('/api/ping')).rejects.toBeInstanceOf(ApiError);
    expect(toastSpy).toHaveBeenCalledWith('Network connection abnormal, please check your connection');
  });
});
