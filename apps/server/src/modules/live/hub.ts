/** One open stream of a buyer's: what the hub writes to and closes. */
export interface LiveStream {
  userId: number;
  /** The session it was opened with: the stream ends with it. */
  sessionId: number;
  /** A notice's frame comes with its id (the notification's). */
  write(frame: string, noticeId?: number): void;
  close(): void;
}

/** A buyer with more tabs open than this loses the oldest stream (its tab reconnects, and the newest goes). */
export const MAX_STREAMS_PER_BUYER = 8;

/** The streams this process holds, by buyer: an event goes to its own buyer's streams and no one else's. */
export class LiveHub {
  private readonly byBuyer = new Map<number, Set<LiveStream>>();

  add(stream: LiveStream): () => void {
    let streams = this.byBuyer.get(stream.userId);
    if (!streams) {
      streams = new Set();
      this.byBuyer.set(stream.userId, streams);
    }
    streams.add(stream);
    if (streams.size > MAX_STREAMS_PER_BUYER) streams.values().next().value!.close();
    return () => this.remove(stream);
  }

  toBuyer(userId: number, frame: string, noticeId?: number) {
    for (const stream of this.byBuyer.get(userId) ?? []) stream.write(frame, noticeId);
  }

  toEveryone(frame: string) {
    for (const streams of this.byBuyer.values()) for (const stream of streams) stream.write(frame);
  }

  /** The streams of one buyer, or of everyone. */
  streams(userId?: number): LiveStream[] {
    if (userId !== undefined) return [...(this.byBuyer.get(userId) ?? [])];
    return [...this.byBuyer.values()].flatMap((streams) => [...streams]);
  }

  closeAll() {
    for (const streams of [...this.byBuyer.values()]) for (const stream of [...streams]) stream.close();
  }

  private remove(stream: LiveStream) {
    const streams = this.byBuyer.get(stream.userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byBuyer.delete(stream.userId);
  }
}

type Write = LiveStream['write'];

/**
 * A stream resuming after a drop (a `Last-Event-ID`): what the hub sends is held while the missed notices are read,
 * then written after them, except a notice the replay already sent. A notice committed before the stream opened can
 * reach this process after it did; without the hold it came first, then again in the replay.
 */
export function holdWhileReplaying(write: Write) {
  let held: { frame: string; noticeId?: number }[] | null = [];
  const pass: Write = (frame, noticeId) => {
    if (held) held.push({ frame, noticeId });
    else write(frame, noticeId);
  };
  return {
    write: pass,
    /** The replay's frames, then what was held that is newer than `replayedTo`; from now on frames pass through. */
    replayed(frames: string[], replayedTo: number) {
      const waiting = held ?? [];
      held = null;
      for (const frame of frames) write(frame);
      for (const { frame, noticeId } of waiting) {
        if (noticeId === undefined || noticeId > replayedTo) write(frame, noticeId);
      }
    },
  };
}
