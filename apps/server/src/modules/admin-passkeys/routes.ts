import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPasskeyApi, ErrorKey, OperatorMe, PasskeySettings, PasskeySignInBody, Role } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { openConsoleSession } from '../admin-session/routes.js';
import { ownPasskeyRoutes } from '../passkeys/own-passkey-routes.js';
import { PASSKEY_ERRORS } from '../passkeys/routes.js';
import { passkeySettingsOf, savePasskeySettings } from '../passkeys/settings.js';
import { passkeyUser } from '../passkeys/sign-in.js';

const tags = ['admin: operator'];

/**
 * The console's passkeys: a platform operator's own, added, listed and removed as in the app; the
 * console's sign-in with one (its session cookie, as the password sign-in sets it), and the operators' setting
 * that requires it.
 */
export const adminPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = app.relyingParty;

  // Each person of the console keeps their own: a platform operator, or a shop's staff (decision 054).
  await app.register(ownPasskeyRoutes, {
    paths: AdminPasskeyApi,
    auth: 'console',
    tags,
    summaries: {
      list: 'List my passkeys',
      registerOptions: 'Start adding a passkey to my console account',
      register: 'Add a passkey to my console account',
      remove: 'Remove one of my passkeys',
      signInOptions: 'Start signing in to the console with a passkey',
    },
  });

  app.post(
    AdminPasskeyApi.signIn,
    {
      schema: {
        summary: "Sign in to the console with a passkey (an operator or a shop's staff)",
        tags,
        body: PasskeySignInBody,
        response: responses(OperatorMe),
        errors: [...PASSKEY_ERRORS, ErrorKey.AccountDisabled, ErrorKey.Forbidden],
      },
    },
    async (req, reply) => {
      const found = await passkeyUser(app.db, rp, req.ip, req.body.credential);
      if (found.role !== Role.Operator && found.role !== Role.Staff) throw new AppError(ErrorKey.Forbidden);
      return reply.ok(await openConsoleSession(app.db, req, reply, found), 'success.loggedIn');
    },
  );

  app.get(
    AdminPasskeyApi.settings,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Read whether operators must sign in with a passkey',
        // The path's POST saves the setting and takes the id the path gives (plugins/docs-operation.ts).
        operationId: 'adminPasskeySettingsRead',
        tags,
        response: responses(PasskeySettings),
      },
    },
    async (req, reply) => reply.ok(await passkeySettingsOf(app.db)),
  );

  app.post(
    AdminPasskeyApi.settings,
    {
      config: { auth: 'operator' },
      schema: {
        summary: 'Require operators to sign in with a passkey (turned on by one who has a passkey)',
        tags,
        body: PasskeySettings,
        response: responses(PasskeySettings),
        errors: [ErrorKey.PasskeyNone],
      },
    },
    async (req, reply) => reply.ok(await savePasskeySettings(app.db, req.user!, req.body), 'success.saved'),
  );
};
