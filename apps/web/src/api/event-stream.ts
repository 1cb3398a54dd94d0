export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events body (html.spec.whatwg.org, "server-sent events") until it ends: each event as it
 * arrives. Read with fetch rather than EventSource, which cannot send the `token` header (ADR 030).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const event = parseEvent(text.slice(0, end));
      text = text.slice(end + 2);
      if (event) onEvent(event);
    }
  }
}

/** One event's lines; a frame of comments only (a heartbeat) or without data is no event. */
function parseEvent(frame: string): StreamEvent | undefined {
  const event: StreamEvent = { event: 'message', data: '' };
  let hasData = false;
  for (const line of frame.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : undefined;
}
