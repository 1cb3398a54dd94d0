import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorKey, LoginData, PasskeyApi, PasskeyRequestOptions, PasskeySignInBody, Role } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { createSession } from '../account/sessions.js';
import { toUserInfo } from '../account/user-info.js';
import { assertionOptions } from './assertion.js';
import { ownPasskeyRoutes } from './own-passkey-routes.js';
import { passkeyUser } from './sign-in.js';

const tags = ['account'];
const user = { auth: 'user' as const };
/** What checking a passkey's answer may refuse. */
export const PASSKEY_ERRORS = [
  ErrorKey.PasskeyFailed,
  ErrorKey.PasskeyExpired,
  ErrorKey.PasskeyUnknown,
  ErrorKey.PasskeyReplayed,
  ErrorKey.RateLimited,
] as const;

/** A buyer's passkeys (decision 054): add, list and remove them in Security, and sign in with one. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = app.relyingParty;

  await app.register(ownPasskeyRoutes, {
    paths: PasskeyApi,
    auth: 'user',
    tags,
    summaries: {
      list: "List the buyer's passkeys",
      registerOptions: 'Start adding a passkey: the options for the browser, with a single-use challenge',
      register: 'Add a passkey: the browser’s answer to the challenge, and its name',
      remove: 'Remove one of the buyer’s passkeys',
      signInOptions: 'Start signing in with a passkey: a single-use challenge, no account named',
    },
  });

  app.post(
    PasskeyApi.signIn,
    {
      schema: {
        summary: 'Sign in with a passkey: its signature over the challenge names the account',
        tags,
        body: PasskeySignInBody,
        response: responses(LoginData),
        errors: [...PASSKEY_ERRORS, ErrorKey.AccountDisabled, ErrorKey.Forbidden],
      },
    },
    async (req, reply) => {
      const found = await passkeyUser(app.db, rp, req.ip, req.body.credential);
      // A shop's staff sign in to the console only (decision 046).
      if (found.role === Role.Staff) throw new AppError(ErrorKey.Forbidden);
      const token = await createSession(app.db, found.id);
      return reply.ok({ userinfo: { ...toUserInfo(found), token } }, 'success.loggedIn');
    },
  );

  app.post(
    PasskeyApi.confirmOptions,
    {
      config: user,
      schema: {
        summary: 'A single-use challenge to confirm a payment or a withdrawal with a passkey',
        tags,
        response: responses(PasskeyRequestOptions),
        errors: [ErrorKey.PasskeyNone, ErrorKey.RateLimited],
      },
    },
    async (req, reply) => reply.ok(await assertionOptions(app.db, rp, req.ip, 'confirm', req.user!.id)),
  );
};
