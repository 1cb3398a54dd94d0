import type { Database } from '../../db/client.js';
import type { ServiceLog } from '../../lib/service-log.js';
import type { UserMemory } from '../../lib/user-memory.js';
import type { LiveHub, LiveStream } from './hub.js';
import { isSessionLive, liveSessionIds } from './service.js';

/**
 * A stream ends with its session (logout, a password change, a disabled buyer), within milliseconds rather than at
 * the next heartbeat: the user memory forgets a user the moment anything about them changes, in every process
 * (plugins/user-memory.ts), and each forget has the streams of that user (or of everyone) check their sessions
 * again, in one query, then closes those that ended. Forgets that arrive while a check runs join the next one.
 */
export function endStreamsWithTheirSessions(hub: LiveHub, memory: UserMemory, db: Database, log: ServiceLog) {
  let users = new Set<number>();
  let everyone = false;
  let running = false;

  const check = async () => {
    running = true;
    try {
      while (everyone || users.size > 0) {
        const streams = everyone ? hub.streams() : [...users].flatMap((userId) => hub.streams(userId));
        everyone = false;
        users = new Set();
        if (streams.length === 0) continue;
        try {
          const live = await liveSessionIds(db, [...new Set(streams.map((stream) => stream.sessionId))]);
          for (const stream of streams) if (!live.has(stream.sessionId)) stream.close();
        } catch (error) {
          log.warn({ err: error }, 'live streams: sessions not checked'); // the heartbeat checks again
        }
      }
    } finally {
      running = false;
    }
  };

  return memory.onForget((userId) => {
    if (userId === null) everyone = true;
    else if (hub.streams(userId).length > 0) users.add(userId);
    else return;
    if (!running) void check();
  });
}

type Write = LiveStream['write'];

/**
 * A notice is written only while the stream's session holds, checked in the database as it arrives: it committed
 * after whatever it follows, so a logout committed first is seen, even when the notice is heard before the user
 * memory's (the two come on different connections). Frames keep their order; a session found ended closes the
 * stream instead. Heartbeats and `refetch` carry nothing of the buyer's and pass in turn.
 */
export function noticesWhileLive(write: Write, db: Database, sessionId: number, close: () => void): Write {
  let queue = Promise.resolve();
  return (frame, noticeId) => {
    queue = queue.then(async () => {
      if (noticeId !== undefined) {
        let live = false;
        try {
          live = await isSessionLive(db, sessionId);
        } catch {
          live = false; // not known to hold: the app reconnects and its session is checked then
        }
        if (!live) return close();
      }
      write(frame, noticeId);
    });
  };
}
