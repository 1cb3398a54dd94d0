import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_SESSION_COOKIE,
  AdminOperatorApi,
  ErrorKey,
  LoginBody,
  OperatorMe,
  Role,
  SESSION_DAYS,
} from '@tradewind/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sessionCookie } from '../../lib/cookies.js';
import { responses } from '../../lib/route-schema.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { consoleMeOf } from '../admin-staff/staff-desk.js';
import { authenticate } from '../account/account-service.js';
import { createSession, endSession } from '../account/sessions.js';
import { refusePasswordOnlyOperator } from '../passkeys/settings.js';

const tags = ['admin: operator'];
/** The console's session cookie for `token` (an empty token and 0 clear it). */
export const consoleCookieOf = (request: FastifyRequest, token: string, maxAgeSeconds: number) =>
  sessionCookie(ADMIN_SESSION_COOKIE, token, {
    path: '/api/admin',
    maxAgeSeconds,
    secure: request.protocol === 'https',
  });

/**
 * The end of every way into the console (password, passkey, an accepted invitation): the session's cookie set on
 * the reply, and who signed in.
 */
export async function consoleSignedIn(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  token: string,
): Promise<OperatorMe> {
  reply.header('set-cookie', consoleCookieOf(request, token, SESSION_DAYS * 24 * 60 * 60));
  return consoleMeOf(db, user);
}

/** A new console session for `user`, whose checks have passed. */
export const openConsoleSession = async (db: Database, request: FastifyRequest, reply: FastifyReply, user: UserRow) =>
  consoleSignedIn(db, request, reply, user, await createSession(db, user.id));

/**
 * The console's session in an HttpOnly cookie (decision 012): the login's checks and limits, a session for an
 * operator or a shop's staff only (a buyer gets 403 and no session), and signing out ends it on the server and in
 * the browser.
 */
export const consoleSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AdminOperatorApi.signIn,
    {
      schema: {
        summary: "Sign an operator or a shop's staff in to the console: sets its session cookie",
        tags,
        body: LoginBody,
        response: responses(OperatorMe),
        errors: [
          ErrorKey.LoginFailed,
          ErrorKey.AccountDisabled,
          ErrorKey.RateLimited,
          ErrorKey.Forbidden,
          ErrorKey.PasskeyRequired,
        ],
      },
    },
    async (req, reply) => {
      const user = await authenticate(app.db, req.body, req.ip);
      if (user.role !== Role.Operator && user.role !== Role.Staff) throw new AppError(ErrorKey.Forbidden);
      await refusePasswordOnlyOperator(app.db, user);
      return reply.ok(await openConsoleSession(app.db, req, reply, user), 'success.loggedIn');
    },
  );

  app.post(
    AdminOperatorApi.signOut,
    {
      config: { auth: 'console' },
      schema: {
        summary: 'Sign out of the console: ends the session and clears the cookie',
        tags,
        response: responses(z.null()),
      },
    },
    async (req, reply) => {
      await endSession(app.db, req.sessionId!);
      reply.header('set-cookie', consoleCookieOf(req, '', 0));
      return reply.ok(null, 'success.loggedOut');
    },
  );
};
