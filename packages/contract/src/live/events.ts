/** A buyer's live updates (ADR 030): Server-Sent Events, authenticated by the `token` header like every call. */
export const LiveApi = {
  events: '/api/user/live_events',
} as const;

/** The SSE event names: a notice was written for the buyer, or the server cannot say what was missed. */
export const LiveEventName = {
  Notice: 'notice',
  Refetch: 'refetch',
} as const;

/**
 * A notice event's data: which notification row (its id is also the event's id, for Last-Event-ID) and its kind.
 * No values: the app reads what changed through the ordinary calls. A type, not a zod schema: this file is on the
 * buyer's first screen (the service worker's rules), where a schema would pull zod in.
 */
export type LiveNotice = { id: number; kind: string };
