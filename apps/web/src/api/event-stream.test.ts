import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './event-stream';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('reading Server-Sent Events', () => {
  it('gives each event as it is completed, across chunks, and skips heartbeats and the retry line', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(
      bodyOf(
        'retry: 2000\n\n: keep-',
        'alive\n\nid: 7\nevent: notice\nda',
        'ta: {"id":7}\n\nevent: refetch\ndata: {}\n\n',
      ),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { id: '7', event: 'notice', data: '{"id":7}' },
      { event: 'refetch', data: '{}' },
    ]);
  });

  it('joins data lines and reads CRLF line ends', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(bodyOf('data: one\r\ndata: two\r\n\r\n'), (event) => events.push(event));
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
