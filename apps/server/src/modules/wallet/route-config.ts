/** What the wallet's routes share: their tag in the API docs and the sign-in they need. */
export const tags = ['wallet'];
export const user = { auth: 'user' as const };
/** Top-ups and withdrawals honour an Idempotency-Key, checked before they run (plugins/idempotency-key.ts). */
export const keyed = { ...user, keyed: true };
