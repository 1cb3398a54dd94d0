import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LiveApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession, signIn } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import { startLiveUpdates } from './live-updates';
import { orderDetailKey, UNREAD_KEY } from './query-keys';

/** The live stream's side of the network: each connection is a body the test writes to and ends. */
function fakeStream() {
  const connections: { headers: Record<string, string>; send(text: string): void; drop(): void }[] = [];
  const fetchStream = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe(LiveApi.events);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({
      headers: init.headers as Record<string, string>,
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      drop: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchStream);
  return connections;
}

let stop: (() => void) | undefined;
beforeEach(async () => {
  await resetSession();
  fakeHttp({ 'GET /api/user/getUserInfo': ok(testUser) });
});
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('live updates in the app', () => {
  it('marks the orders and the unread count stale on an event, and resumes a drop from its Last-Event-ID', async () => {
    const connections = fakeStream();
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderDetailKey(5), { id: 5 });
    queryClient.setQueryData(UNREAD_KEY, 0);
    signIn();
    stop = startLiveUpdates(queryClient);
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    expect(connections[0]!.headers).toMatchObject({ token: 'test-token' });
    expect(connections[0]!.headers['last-event-id']).toBeUndefined();

    connections[0]!.send('id: 41\nevent: notice\ndata: {"id":41,"kind":"order_shipped"}\n\n');
    await vi.waitFor(() => expect(queryClient.getQueryState(orderDetailKey(5))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(UNREAD_KEY)?.isInvalidated).toBe(true);

    connections[0]!.drop();
    await vi.waitFor(() => expect(connections).toHaveLength(2), { timeout: 3_000 });
    expect(connections[1]!.headers).toMatchObject({ token: 'test-token', 'last-event-id': '41' });
  });

  it('holds no stream for a visitor, and closes it when the buyer logs out', async () => {
    const connections = fakeStream();
    stop = startLiveUpdates(new QueryClient());
    expect(connections).toHaveLength(0);
    signIn();
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    const fetchCalls = vi.mocked(fetch).mock.calls;
    const signal = fetchCalls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    await resetSession();
    expect(signal.aborted).toBe(true);
  });
});
