/** One open stream of a buyer's: what the hub writes to and closes. */
export interface LiveStream {
  userId: number;
  write(frame: string): void;
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

  toBuyer(userId: number, frame: string) {
    for (const stream of this.byBuyer.get(userId) ?? []) stream.write(frame);
  }

  toEveryone(frame: string) {
    for (const streams of this.byBuyer.values()) for (const stream of streams) stream.write(frame);
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
