/** The query parameter that carries where to come back to after a detour (checkout → top up → checkout). */
export const RETURN_PARAM = 'back';

/** A path of this app only ("/checkout?…"): never another site ("//evil.example", "https://…"), never a loop. */
export function returnPathOf(params: URLSearchParams): string | null {
  const value = params.get(RETURN_PARAM);
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

/** `to` with the way back attached, when there is one. */
export function withReturn(to: string, back: string | null): string {
  if (!back) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
