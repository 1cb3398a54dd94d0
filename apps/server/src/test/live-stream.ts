import http from 'node:http';
import type { Readable } from 'node:stream';
import { LiveApi, TOKEN_HEADER } from '@tradewind/contract';
import type { App } from '../app.js';

export interface LiveEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * A buyer's live stream, read as it arrives (`payloadAsStream`): `next()` is the next event, in order, waiting
 * for it as long as the test allows. Comments (heartbeats) and the `retry` line are not events.
 */
export async function openLiveStream(app: App, token: string | undefined, lastEventId?: number) {
  const controller = new AbortController();
  const res = await app.inject({
    method: 'GET',
    url: LiveApi.events,
    headers: {
      ...(token && { [TOKEN_HEADER]: token }),
      ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }),
    },
    payloadAsStream: true,
    signal: controller.signal,
  });
  const body = res.stream() as Readable;
  body.on('error', () => {}); // aborted by close()
  return {
    status: res.statusCode,
    headers: res.headers,
    ...readEvents(body),
    close: () => controller.abort(),
  };
}

/**
 * A buyer's live stream over real HTTP (through a load balancer, say), read as `openLiveStream` reads it. `ended`
 * also resolves when the connection breaks (the process behind it was killed).
 */
export async function openLiveStreamAt(base: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const headers = {
      [TOKEN_HEADER]: token,
      ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }),
    };
    http.get(`${base}${LiveApi.events}`, { headers, signal: controller.signal }, resolve).on('error', reject);
  });
  res.on('error', () => {}); // aborted by close(), or the connection broke
  const closed = new Promise<void>((resolve) => res.once('close', resolve));
  const read = readEvents(res);
  return {
    status: res.statusCode,
    headers: res.headers,
    ...read,
    ended: Promise.race([read.ended, closed]),
    close: () => controller.abort(),
  };
}

/** The events of an SSE body as they arrive: `next()` waits for the next one. */
function readEvents(body: Readable) {
  const events: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  let text = '';
  const ended = new Promise<void>((resolve) => body.once('end', resolve));
  body.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      const event = parseFrame(frame);
      if (!event) continue;
      const waiter = waiting.shift();
      if (waiter) waiter(event);
      else events.push(event);
    }
  });
  return {
    next: () =>
      new Promise<LiveEvent>((resolve) => {
        const event = events.shift();
        if (event) resolve(event);
        else waiting.push(resolve);
      }),
    /** Resolves when the server ends the stream. */
    ended,
  };
}
function parseFrame(frame: string): LiveEvent | undefined {
  const event: LiveEvent = { event: 'message', data: '' };
  let isEvent = false;
  for (const line of frame.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).trimStart();
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') {
      event.data = value;
      isEvent = true;
    }
  }
  return isEvent ? event : undefined;
}
