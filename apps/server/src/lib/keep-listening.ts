import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Unlisten } from '../db/client.js';

const RELISTEN_MS = 1_000;

export interface ListeningHandlers {
  onNotice(payload: string): void;
  /** Listening (again): from now on every notice arrives. */
  onListening(): void;
  /** Notices may have been missed; listening again is already scheduled. */
  onLost(): void;
}

/**
 * Listens on a channel for as long as the process runs, on the database's listening connection, and listens again
 * a second after it is lost. Resolves after the first try, listening or not.
 */
export async function keepListening(
  listen: DatabaseHandle['listen'],
  channel: string,
  handlers: ListeningHandlers,
  log: FastifyBaseLogger,
) {
  let unlisten: Unlisten | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const start = async () => {
    try {
      unlisten = await listen(channel, handlers.onNotice, () => {
        log.warn({ channel }, 'database notices lost: listening again');
        handlers.onLost();
        schedule();
      });
      handlers.onListening();
    } catch (error) {
      log.warn({ err: error, channel }, 'cannot listen for database notices');
      schedule();
    }
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void start(), RELISTEN_MS);
    retry.unref();
  };

  await start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    // The database may be closed first (a test does it on purpose); there is nothing left to listen to then.
    await unlisten?.().catch(() => {});
  };
}
