import { useRef } from 'react';

/** crypto.randomUUID exists only in secure contexts; the shop may be served over plain HTTP (SPEC §5). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per attempt (DESIGN §3): sending the same values again (a retry after a lost answer) reuses the key,
 * so the server replays its first answer instead of crediting twice; changed values are a new attempt.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newKey() };
      return last.current.key;
    },
    /** After a success: the same values again are a new top-up. */
    reset(): void {
      last.current = null;
    },
  };
}
