/**
 * The checkout opens the address screens with its own query (a 'Buy now' SKU and quantity, the promo code):
 * `select=1` on the list, `from=checkout` on the form. They carry the rest through and hand it back.
 */
export const fromCheckout = (params: URLSearchParams) => params.has('select') || params.get('from') === 'checkout';

/** The checkout's own params, without the markers of this trip. */
export function checkoutParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete('select');
  rest.delete('from');
  return rest;
}

/** Back to the checkout, shipping to `addressId`. */
export function checkoutUrl(params: URLSearchParams, addressId: number): string {
  const next = checkoutParams(params);
  next.set('address_id', String(addressId));
  return `/checkout?${next.toString()}`;
}

/** The form for a new address; from the checkout it returns there once saved. */
export function newAddressUrl(params: URLSearchParams): string {
  if (!fromCheckout(params)) return '/addressForm';
  const next = checkoutParams(params);
  next.delete('address_id');
  next.set('from', 'checkout');
  return `/addressForm?${next.toString()}`;
}
