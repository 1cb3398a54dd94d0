/** One request as it goes on the wire: the query string is already in `url`. */
export type WireRequest = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: unknown };
/** Every status resolves: 4xx bodies are envelopes whose msg is what the user should read. */
export type WireResponse = { status: number; body: unknown };
export type Transport = (request: WireRequest) => Promise<WireResponse>;
