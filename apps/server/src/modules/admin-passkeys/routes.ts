import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPasskeyApi,
  ErrorKey,
  OperatorMe,
  PasskeyCreationOptions,
  PasskeyItem,
  PasskeyRegisterBody,
  PasskeyRemoveBody,
  PasskeyRequestOptions,
  PasskeySettings,
  PasskeySignInBody,
  Role,
  SESSION_DAYS,
} from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import { consoleMeOf } from '../admin-staff/staff-desk.js';
import { consoleCookieOf } from '../admin-session/routes.js';
import { createSession } from '../account/sessions.js';
import { assertionOptions } from '../passkeys/assertion.js';
import { passkeysOf, removePasskey, toPasskeyItem } from '../passkeys/passkey-list.js';
import { addPasskey, registrationOptions } from '../passkeys/registration.js';
import { PASSKEY_ERRORS } from '../passkeys/routes.js';
import { passkeySettingsOf, savePasskeySettings } from '../passkeys/settings.js';
import { passkeyUser } from '../passkeys/sign-in.js';

const tags = ['admin: operator'];
// The console's Passkeys page is the platform's (a shop's staff may sign in with a passkey, not manage one here).
const consoleUser = { auth: 'operator' as const };

/**
 * The console's passkeys: a platform operator's own, added, listed and removed as in the app; the
 * console's sign-in with one (its session cookie, as the password sign-in sets it), and the operators' setting
 * that requires it.
 */
export const adminPasskeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rp = app.relyingParty;

  app.get(
    AdminPasskeyApi.list,
    {
      config: consoleUser,
      schema: { summary: 'List my passkeys', tags, response: responses(z.array(PasskeyItem)) },
    },
    async (req, reply) => reply.ok((await passkeysOf(app.db, req.user!.id)).map(toPasskeyItem)),
  );

  app.post(
    AdminPasskeyApi.registerOptions,
    {
      config: consoleUser,
      schema: {
        summary: 'Start adding a passkey to my console account',
        tags,
        response: responses(PasskeyCreationOptions),
        errors: [ErrorKey.PasskeyLimit],
      },
    },
    async (req, reply) => reply.ok(await registrationOptions(app.db, rp, req.user!)),
  );

  app.post(
    AdminPasskeyApi.register,
    {
      config: consoleUser,
      schema: {
        summary: 'Add a passkey to my console account',
        tags,
        body: PasskeyRegisterBody,
        response: responses(PasskeyItem),
        errors: [ErrorKey.PasskeyFailed, ErrorKey.PasskeyExpired, ErrorKey.PasskeyExists, ErrorKey.PasskeyLimit],
      },
    },
    async (req, reply) => reply.ok(await addPasskey(app.db, rp, req.user!, req.body), 'success.passkeyAdded'),
  );

  app.post(
    AdminPasskeyApi.remove,
    {
      config: consoleUser,
      schema: {
        summary: 'Remove one of my passkeys',
        tags,
        body: PasskeyRemoveBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await removePasskey(app.db, req.user!.id, req.body.id);
      return reply.ok(null, 'success.passkeyRemoved');
    },
  );

  app.post(
    AdminPasskeyApi.signInOptions,
    {
      schema: {
        summary: 'Start signing in to the console with a passkey',
        tags,
        response: responses(PasskeyRequestOptions),
        errors: [ErrorKey.RateLimited],
      },
    },
    async (req, reply) => reply.ok(await assertionOptions(app.db, rp, req.ip, 'sign-in', null)),
  );

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
      const token = await createSession(app.db, found.id);
      reply.header('set-cookie', consoleCookieOf(req, token, SESSION_DAYS * 24 * 60 * 60));
      return reply.ok(await consoleMeOf(app.db, found), 'success.loggedIn');
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
