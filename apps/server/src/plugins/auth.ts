import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  ADMIN_SESSION_COOKIE,
  AUTH_COOKIE,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorKey,
  Role,
  TOKEN_HEADER,
} from '@tradewind/contract';
import { sessions, users, type UserRow } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import type { UserMemory } from '../lib/user-memory.js';
import { AppError } from '../lib/app-error.js';
import { sha256 } from '../lib/secrets.js';
import { readCookie } from '../lib/cookies.js';
import { touchSession } from '../modules/account/sessions.js';
import { isLanguageCode } from '@tradewind/contract';

async function readSession(db: Database, tokenHash: string) {
  const [found] = await db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)))
    .limit(1);
  return found;
}

/**
 * A read (GET) is served from memory when it can: the session and the user row as they were when last read, which
 * the memory forgets the moment either changes anywhere. A write reads both from the database, so whatever it
 * decides (a balance, a payment code) starts from the row as it is now; except a write that decides nothing from
 * the row and changes nothing the memory holds (`config.userUnchanged`: placing orders, the bag, decision 032),
 * which is served like a read.
 */
async function sessionOf(
  db: Database,
  memory: UserMemory,
  request: FastifyRequest,
  token: string,
): Promise<{ user: UserRow; sessionId: number } | undefined> {
  const tokenHash = sha256(token);
  const isRead =
    request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.userUnchanged === true;
  const known = isRead ? memory.session(tokenHash) : undefined;
  if (known) {
    const user = await memory.read(known.userId, 'row', async () => {
      const [row] = await db.select().from(users).where(eq(users.id, known.userId));
      return row!;
    });
    // The row is read again when forgotten, and a disabled buyer's sessions end with the same transaction.
    if (user && !user.disabledAt) return { user, sessionId: known.sessionId };
  }
  const readVersion = memory.readVersion;
  const found = await readSession(db, tokenHash);
  if (!found) return undefined;
  const session = { sessionId: found.sessionId, userId: found.user.id, expiresAt: found.expiresAt.getTime() };
  if (isRead) memory.keepSession(tokenHash, session, found.user, readVersion);
  return found;
}

const ADMIN_PREFIX = '/api/admin/';
/** Only the console's routes read its cookie (the cookie's path is /api/admin too). */
export const readsConsoleCookie = (url: string) => url.startsWith(ADMIN_PREFIX);
/**
 * A buyer's private picture (plugins/uploads.ts) is fetched by an `<img>`, which sends the app's cookie (SameSite=Lax:
 * never from another site) but no header. Only a read there takes it: nothing is written by a cookie.
 */
const readsBuyerCookie = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/uploads/private/');

/**
 * The request's token: the `token` header, else, on the console's routes, its HttpOnly cookie. A write the cookie
 * authenticates must carry the console's header (CSRF: another site cannot send it without a preflight).
 */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  if (readsBuyerCookie(request)) return readCookie(request.headers.cookie, AUTH_COOKIE);
  if (!readsConsoleCookie(request.url)) return undefined;
  const cookie = readCookie(request.headers.cookie, ADMIN_SESSION_COOKIE);
  if (!cookie) return undefined;
  const isRead =
    request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.userUnchanged === true;
  if (!isRead && request.headers[CONSOLE_HEADER] !== CONSOLE_HEADER_VALUE) throw new AppError(ErrorKey.Forbidden);
  return cookie;
}

/**
 * Reads the `token` header (or the console's cookie) into `request.user`. A route declares `config.auth`: 'user', 'operator' and 'console' need a
 * live session (401 otherwise; a buyer on an operator route gets 403; 'console' also lets a shop's staff in, whose
 * reads and writes the route narrows with `consoleScopeOf`, and 'user' refuses staff), 'optional' reads it when sent.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'public';
    if (mode === 'public') return;
    const token = tokenOf(request);
    if (token === undefined || token.length > 100) {
      if (mode === 'optional') return;
      throw new AppError(ErrorKey.Unauthorized);
    }
    const found = await sessionOf(app.db, app.userMemory, request, token);
    if (!found) {
      if (mode === 'optional') return;
      throw new AppError(ErrorKey.Unauthorized);
    }
    if (mode === 'operator' && found.user.role !== Role.Operator) throw new AppError(ErrorKey.Forbidden);
    // A shop's staff account is not a buyer's: the buyer's routes refuse it (decision 046).
    if (mode === 'user' && found.user.role === Role.Staff) throw new AppError(ErrorKey.Forbidden);
    if (mode === 'console' && found.user.role !== Role.Operator && found.user.role !== Role.Staff) {
      throw new AppError(ErrorKey.Forbidden);
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    touchSession(app.db, found.sessionId);
    if (!request.headers['accept-language'] && isLanguageCode(found.user.lang)) request.lang = found.user.lang;
  });
});
