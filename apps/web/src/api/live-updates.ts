import type { QueryClient } from '@tanstack/react-query';
import { LiveApi, TOKEN_HEADER } from '@tradewind/contract';
import { readEventStream, type StreamEvent } from './event-stream';
import { NOTIFICATIONS_KEY, ORDERS_KEY, TOPUP_KEY, WALLET_KEY } from './query-keys';
import { session } from './session';
import { sessionStore } from './session-store';

const FIRST_RETRY_MS = 1_000;
/** Notices about talking to a shop (decision 047). */
const TALK_KINDS = new Set(['order_message', 'question_answered']);

const kindOf = (event: StreamEvent): string | undefined => {
  try {
    const { kind } = JSON.parse(event.data) as { kind?: unknown };
    return typeof kind === 'string' ? kind : undefined;
  } catch {
    return undefined;
  }
};
const LAST_RETRY_MS = 30_000;

/**
 * While a buyer is signed in and online, holds their live stream (ADR 030) and reads again what an event says
 * changed: orders, the balance, wallet records and the unread count. Only queries on screen refetch; the rest
 * are marked stale. After a drop it reconnects with back-off, sending Last-Event-ID, and reads everything again
 * once, since a change may have committed while it was away.
 */
export function startLiveUpdates(queryClient: QueryClient) {
  let current: AbortController | undefined;
  let token: string | null = null;

  const refresh = (kind?: string) => {
    // A shop's message or answer changes no money: only the orders (where conversations live) and the bell.
    const talk = kind !== undefined && TALK_KINDS.has(kind);
    for (const queryKey of talk
      ? [ORDERS_KEY, NOTIFICATIONS_KEY]
      : [ORDERS_KEY, NOTIFICATIONS_KEY, WALLET_KEY, TOPUP_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    if (!talk) void session.loadUserInfo({ silent: true }).catch(() => undefined);
  };

  const run = async (signal: AbortSignal, streamToken: string) => {
    let lastEventId: string | undefined;
    let retryMs = FIRST_RETRY_MS;
    let dropped = false;
    const opened = () => {
      retryMs = FIRST_RETRY_MS;
      if (dropped) refresh();
      dropped = true;
    };
    const received = (event: StreamEvent) => {
      if (event.id) lastEventId = event.id;
      refresh(kindOf(event));
    };
    while (!signal.aborted) {
      if (!navigator.onLine) {
        await until(window, 'online', signal);
        continue;
      }
      const status = await connect({ token: streamToken, lastEventId, signal, opened, received });
      // The session has ended: the HTTP client's login-expired flow takes it from the next call.
      if (status === 401 || status === 403) return;
      await delay(retryMs, signal);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    }
  };

  const follow = () => {
    const next = sessionStore.getState().token;
    if (next === token) return;
    token = next;
    current?.abort();
    current = token ? new AbortController() : undefined;
    if (current && token) void run(current.signal, token);
  };
  const unsubscribe = sessionStore.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    current?.abort();
  };
}

interface Connection {
  token: string;
  lastEventId: string | undefined;
  signal: AbortSignal;
  opened: () => void;
  received: (event: StreamEvent) => void;
}

/** One connection until it ends: its HTTP status (0 when the network failed or it was aborted). */
async function connect({ token, lastEventId, signal, opened, received }: Connection): Promise<number> {
  try {
    const headers: Record<string, string> = { [TOKEN_HEADER]: token, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(LiveApi.events, { headers, signal, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok || !response.body) return response.status;
    opened();
    await readEventStream(response.body, received);
    return response.status;
  } catch {
    return 0;
  }
}

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

const until = (target: Window, type: string, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    target.addEventListener(type, () => resolve(), { once: true, signal });
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
