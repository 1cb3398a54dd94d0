import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LiveApi, TOKEN_HEADER } from '@tradewind/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { keepListening } from '../../lib/keep-listening.js';
import { sha256 } from '../../lib/secrets.js';
import { LiveHub, holdWhileReplaying, type LiveStream } from './hub.js';
import { HEARTBEAT_FRAME, REFETCH_FRAME, noticeFrame, retryFrame } from './frames.js';
import { BUYER_EVENT_CHANNEL, MAX_REPLAYED, isSessionLive, noticesAfter, parseBuyerEvent } from './service.js';
import { endStreamsWithTheirSessions, noticesWhileLive } from './session-watch.js';

export interface LiveRoutesOptions {
  listen: DatabaseHandle['listen'];
  /** How often an idle stream says it is alive, and its session is checked again. */
  heartbeatMs?: number;
}

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 2_000;
/** A client that reads nothing while this much waits for it is gone in all but name. */
const MAX_BUFFERED_BYTES = 64 * 1024;

const EventStream = {
  description:
    'Server-Sent Events, open until the session ends. `notice`: a notification was written for this buyer ' +
    '(`id` is the notification id and the event id); `refetch`: read everything again. Send `Last-Event-ID` to ' +
    'resume: the missed notices are replayed, or one `refetch` is sent.',
  content: { 'text/event-stream': { schema: z.string() } },
};

const lastEventIdOf = (header: unknown) =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;

/**
 * A buyer's live updates (ADR 030). Whichever process commits a buyer-visible change, the database's notice
 * (db/functions/notify_buyer_event.sql) reaches every process, and the one holding the buyer's stream writes it there.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const hub = new LiveHub();
  app.metrics.gauge('tradewind_live_streams', 'Live-update streams open in this process', () => hub.streams().length);
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  // Until the first listen, and after a lost connection, notices may have been missed: the open streams are told.
  let missed = true;
  const stopListening = await keepListening(
    options.listen,
    BUYER_EVENT_CHANNEL,
    {
      onNotice: (payload) => {
        const event = parseBuyerEvent(payload);
        if (event) hub.toBuyer(event.userId, noticeFrame({ id: event.id, kind: event.kind }), event.id);
      },
      onListening: () => {
        if (missed) hub.toEveryone(REFETCH_FRAME);
        missed = false;
      },
      onLost: () => {
        missed = true;
      },
    },
    app.log,
  );
  const stopWatching = endStreamsWithTheirSessions(hub, app.userMemory, app.db, app.log);
  // Before the server waits for its connections to end: an open stream never would.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    stopWatching();
    await stopListening();
  });

  app.get(
    LiveApi.events,
    {
      config: { auth: 'user', longLived: true },
      schema: {
        summary: "Stream the buyer's live updates (Server-Sent Events)",
        tags: ['notifications'],
        response: { 200: EventStream },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const sessionId = req.sessionId!;
      const tokenHash = sha256(String(req.headers[TOKEN_HEADER]));
      const lastEventId = lastEventIdOf(req.headers['last-event-id']);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
      res.write(retryFrame(RETRY_MS));

      let open = true;
      const send = (frame: string) => {
        if (!open) return;
        if (res.writableLength > MAX_BUFFERED_BYTES) return stream.close();
        res.write(frame);
      };
      const gated = noticesWhileLive(send, app.db, sessionId, () => stream.close());
      const resuming = lastEventId === undefined ? null : { after: lastEventId, ...holdWhileReplaying(gated) };
      const stream: LiveStream = {
        userId,
        sessionId,
        write: resuming?.write ?? gated,
        close: () => {
          if (open) res.end();
          ended();
        },
      };
      const remove = hub.add(stream);
      const heartbeat = setInterval(() => void beat(), heartbeatMs);
      const ended = () => {
        open = false;
        clearInterval(heartbeat);
        remove();
      };
      res.on('close', ended);

      // Logout, a password change or a disabled account ends the session, and its stream with it as soon as the
      // memory forgets the buyer (session-watch.ts); the heartbeat checks too, for a memory that was not listening.
      // The memory (plugins/user-memory.ts) forgets a session the moment it changes, so a remembered one needs no
      // query.
      const beat = async () => {
        try {
          if (!app.userMemory.session(tokenHash) && !(await isSessionLive(app.db, sessionId))) return stream.close();
        } catch (error) {
          req.log.warn({ err: error }, 'live stream: session not checked');
        }
        stream.write(HEARTBEAT_FRAME);
      };

      if (!resuming) return;
      try {
        const notices = await noticesAfter(app.db, userId, resuming.after);
        if (notices.length > MAX_REPLAYED) resuming.replayed([REFETCH_FRAME], resuming.after);
        else resuming.replayed(notices.map(noticeFrame), notices.at(-1)?.id ?? resuming.after);
      } catch (error) {
        req.log.warn({ err: error }, 'live stream: missed notices not read');
        resuming.replayed([REFETCH_FRAME], resuming.after);
      }
    },
  );
};
