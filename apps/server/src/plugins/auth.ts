import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorKey, Role, TOKEN_HEADER } from '@tradewind/contract';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { sha256 } from '../lib/secrets.js';
import { isLanguageCode } from '@tradewind/contract';

/**
 * Reads the `token` header into `request.user`. A route declares `config.auth`: 'user' and 'operator' need a
 * live session (401 otherwise; a buyer on an operator route gets 403), 'optional' reads it when sent.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth ?? 'public';
    if (mode === 'public') return;
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) {
      if (mode === 'optional') return;
      throw new AppError(ErrorKey.Unauthorized);
    }
    const [found] = await app.db
      .select({ user: users, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)))
      .limit(1);
    if (!found) {
      if (mode === 'optional') return;
      throw new AppError(ErrorKey.Unauthorized);
    }
    if (mode === 'operator' && found.user.role !== Role.Operator) throw new AppError(ErrorKey.Forbidden);
    request.user = found.user;
    request.sessionId = found.sessionId;
    if (!request.headers['accept-language'] && isLanguageCode(found.user.lang)) request.lang = found.user.lang;
  });
});
