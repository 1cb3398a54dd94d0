import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorKey,
  PasskeyCreationOptions,
  PasskeyItem,
  PasskeyRegisterBody,
  PasskeyRemoveBody,
  PasskeyRequestOptions,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { assertionOptions } from './assertion.js';
import { passkeysOf, removePasskey, toPasskeyItem } from './passkey-list.js';
import { addPasskey, registrationOptions } from './registration.js';

type Step = 'list' | 'registerOptions' | 'register' | 'remove' | 'signInOptions';

export interface OwnPasskeyRoutesOptions {
  /** The paths of the side that mounts them: the app's (/api/user/…) or the console's (/api/admin/…). */
  paths: Record<Step, string>;
  /** Who manages passkeys there: a buyer in the app; in the console, anyone who signs in to it (operator or staff). */
  auth: 'user' | 'console';
  tags: string[];
  /** Each route's one line in the API docs, in the words of its side. */
  summaries: Record<Step, string>;
}

/**
 * One's own passkeys (decision 054), the same in the app and the console: list them, add one (the options with a
 * single-use challenge, then the browser's answer), remove one, and start a sign-in. The sign-in itself differs by
 * side (a token for the app, a cookie for the console) and stays with each side's routes.
 */
export const ownPasskeyRoutes: FastifyPluginAsyncZod<OwnPasskeyRoutesOptions> = async (
  app,
  { paths, auth, tags, summaries },
) => {
  const rp = app.relyingParty;
  const config = { auth };

  app.get(
    paths.list,
    { config, schema: { summary: summaries.list, tags, response: responses(z.array(PasskeyItem)) } },
    async (req, reply) => reply.ok((await passkeysOf(app.db, req.user!.id)).map(toPasskeyItem)),
  );

  app.post(
    paths.registerOptions,
    {
      config,
      schema: {
        summary: summaries.registerOptions,
        tags,
        response: responses(PasskeyCreationOptions),
        errors: [ErrorKey.PasskeyLimit],
      },
    },
    async (req, reply) => reply.ok(await registrationOptions(app.db, rp, req.user!)),
  );

  app.post(
    paths.register,
    {
      config,
      schema: {
        summary: summaries.register,
        tags,
        body: PasskeyRegisterBody,
        response: responses(PasskeyItem),
        errors: [ErrorKey.PasskeyFailed, ErrorKey.PasskeyExpired, ErrorKey.PasskeyExists, ErrorKey.PasskeyLimit],
      },
    },
    async (req, reply) => reply.ok(await addPasskey(app.db, rp, req.user!, req.body), 'success.passkeyAdded'),
  );

  app.post(
    paths.remove,
    {
      config,
      schema: {
        summary: summaries.remove,
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
    paths.signInOptions,
    {
      schema: {
        summary: summaries.signInOptions,
        tags,
        response: responses(PasskeyRequestOptions),
        errors: [ErrorKey.RateLimited],
      },
    },
    async (req, reply) => reply.ok(await assertionOptions(app.db, rp, req.ip, 'sign-in', null)),
  );
};
