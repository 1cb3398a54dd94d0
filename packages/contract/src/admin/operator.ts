import { z } from 'zod';
import { Role } from '../status.js';
import { StaffShop } from './staff-shop.js';

/**
 * The console's session (decision 012): signing in sets an HttpOnly cookie that only `/api/admin/*` receives, so no
 * script in the page can read the operator's token; `me` says who is signed in (a buyer's session gets 403).
 */
export const AdminOperatorApi = {
  me: '/api/admin/me',
  signIn: '/api/admin/sign_in',
  signOut: '/api/admin/sign_out',
  /** The picture upload of POST /api/common/upload, for the console's cookie. */
  upload: '/api/admin/upload',
} as const;
/** The cookie that carries the console's session: HttpOnly, SameSite=Strict, Secure over HTTPS, path /api/admin. */
export const ADMIN_SESSION_COOKIE = 'tw_admin';
/**
 * A write the console's cookie authenticates must carry this header: a page on another site cannot send a custom
 * header to us without a CORS preflight, which this server never grants (the CSRF defence beside SameSite=Strict).
 */
export const CONSOLE_HEADER = 'x-requested-with';
export const CONSOLE_HEADER_VALUE = 'tradewind-console';

/**
 * Who is at the console: a platform operator (sees every shop), or a shop's staff with the shops they work for
 * (`shops` is empty for an operator).
 */
export const OperatorMe = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  role: z.enum([Role.Operator, Role.Staff]),
  shops: z.array(StaffShop),
});
export type OperatorMe = z.infer<typeof OperatorMe>;
