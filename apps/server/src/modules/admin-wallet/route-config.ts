/** What the operator's wallet desk routes share: their tag in the API docs and the sign-in they need. */
export const tags = ['admin: wallet'];
export const operator = { auth: 'operator' as const };
