import { useRef } from 'react';
import { isApiError } from '@/api/http';

/** crypto.randomUUID exists only on HTTPS and localhost; getRandomValues everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer came back (offline, timed out) or the server failed: the write may have been made. */
export const outcomeUnknown = (error: unknown) =>
  !isApiError(error) || error.status === undefined || error.status >= 500;

/**
 * docs/architecture.md §3: one Idempotency-Key per submission of a money or stock write (a recharge, a withdrawal, an order, a
 * payment). Sending the same body again after an unknown outcome reuses it, so the server replays the first answer
 * instead of doing it twice; any other body gets a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newKey() };
      return last.current.key;
    },
    /** The server answered for sure (success or a definite refusal): the next submission is a new one. */
    settle(): void {
      last.current = null;
    },
  };
}
