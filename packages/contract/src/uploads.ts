/**
 * A buyer's uploads are private (decision 036): served at this path only to that buyer (the app's cookie) and the
 * operator, who reads them under CONSOLE_PRIVATE_UPLOADS (where the console's cookie goes). No zod here: the
 * service worker's rules, on the first screen, read this file (decision 030).
 */
export const PRIVATE_UPLOADS = '/uploads/private/';
export const CONSOLE_PRIVATE_UPLOADS = '/api/admin/uploads/private/';
/** The URL the console shows a picture by: a private one through the console's own path, any other as it is. */
export const consolePictureUrl = (url: string) =>
  url.startsWith(PRIVATE_UPLOADS) ? `${CONSOLE_PRIVATE_UPLOADS}${url.slice(PRIVATE_UPLOADS.length)}` : url;
