/** The query parameter that carries where to come back to after a detour (checkout → top up → checkout). */
export const RETURN_PARAM = 'back';

const ORIGIN = 'https://app.invalid';

/**
 * A path of this app only ("/checkout?…", "/orderInfo/12"): never another site ("//evil.example", "https://…",
 * "/\\evil", nor "/\t/evil", which a browser reads as "//evil"), never a character a path does not carry.
 */
export function returnPathOf(params: URLSearchParams): string | null {
  const value = params.get(RETURN_PARAM);
  if (!value || !/^\/(?![/\\])/.test(value) || /[\s\\\p{Cc}]/u.test(value)) return null;
  const url = new URL(value, ORIGIN);
  return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where the way back leads, in words: back to the checkout, or back to the order being paid. */
export const returnsToCheckout = (back: string) => back.startsWith('/checkout');

/** `to` with the way back attached, when there is one. */
export function withReturn(to: string, back: string | null): string {
  if (!back) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
