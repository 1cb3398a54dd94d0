import fp from 'fastify-plugin';
import { Role } from '@tradewind/contract';
import type { DatabaseHandle } from '../db/client.js';
import { keepListening } from '../lib/keep-listening.js';
import { UserMemory } from '../lib/user-memory.js';

/**
 * The channel the database's triggers speak on (migrations 0010 and 0021): the id of the user that changed, or, when
 * only their balance moved, 'id balance version'.
 */
export const USER_CHANGED_CHANNEL = 'user_changed';

/** Forgets the user a notice names, or sets the balance it carries (decision 034). */
function hearNotice(memory: UserMemory, payload: string) {
  const [id, cents, version] = payload.split(' ').map(Number);
  if (cents === undefined || version === undefined) memory.forgetUser(id!);
  else memory.setBalance(id!, cents, version);
}

export interface UserMemoryOptions {
  listen: DatabaseHandle['listen'];
}

/**
 * Gives the app one UserMemory and keeps it honest. Every change to a user, a session, a favourite or a follow
 * fires a notice on commit, in whichever process made it; each process forgets that user when it hears it (a
 * balance move's notice carries the new balance instead, which each process sets). The notice reaches other
 * processes a few milliseconds later; in this process a write also forgets at once (before its answer is sent), so
 * a buyer never reads their own change stale; a payment sets the balance it left instead (decision 034). While the
 * listening connection is down the memory is off and every request reads the database.
 */
export const userMemoryPlugin = fp<UserMemoryOptions>(async (app, options) => {
  const memory = new UserMemory();
  app.decorate('userMemory', memory);
  const stopListening = await keepListening(
    options.listen,
    USER_CHANGED_CHANNEL,
    {
      onNotice: (payload) => hearNotice(memory, payload),
      onListening: () => memory.setLive(true),
      onLost: () => memory.setLive(false),
    },
    app.log,
  );

  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.userUnchanged) return;
    // An operator's write may touch any buyer (a balance adjustment, a refund); an anonymous one may end sessions
    // (a password reset by code). Both are rare beside reads.
    if (request.user && request.user.role !== Role.Operator) memory.forgetUser(request.user.id);
    else memory.forgetAll();
  });

  app.addHook('onClose', async () => {
    memory.setLive(false);
    await stopListening();
  });
});
