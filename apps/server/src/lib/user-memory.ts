import type { UserRow } from '../db/schema/index.js';

/** A live session as the auth plugin needs it; the token itself is never kept, only its hash (the map's key). */
export interface RememberedSession {
  sessionId: number;
  userId: number;
  expiresAt: number;
}

/** What one process remembers of a user between requests; each part is read from the database when missing. */
interface UserSlots {
  row: UserRow;
  favourites: ReadonlySet<number>;
  follows: ReadonlySet<number>;
}
type UserState = Partial<UserSlots> & { tokenHashes: Set<string> };

const MAX_USERS = 20_000;
const MAX_SESSIONS = 50_000;
/** Users whose last forget is remembered; an older one dropped counts as everyone forgotten then (safe). */
const MAX_FORGETS = 20_000;

/**
 * Sessions, user rows and a buyer's favourite and follow sets, held in this process's memory in front of the
 * database, which stays the only truth (docs/architecture.md §1). It remembers only while `live`, that is while the process
 * hears every change notice (plugins/user-memory.ts); a user is forgotten whenever anything about them changes,
 * except their balance, which every process sets on the row it holds (decision 034).
 *
 * A read that raced a change must not store what it read before the change: every forget advances `version` and
 * records it for that user, and a read keeps its result only when its user (or everyone) was not forgotten since
 * the version it started at. Another buyer's change, which under load arrives many times a second, does not stop it
 * (decision 032).
 */
export class UserMemory {
  private readonly sessions = new Map<string, RememberedSession>();
  private readonly users = new Map<number, UserState>();
  private version = 0;
  /** The version of each user's last forget, oldest first, and of the last time everyone was. */
  private readonly forgotAt = new Map<number, number>();
  private everyoneForgotAt = 0;
  private live = false;
  private readonly forgetListeners = new Set<(userId: number | null) => void>();

  /**
   * Hears every forget as it happens: a user's id, or null when everyone is forgotten. What holds something of a
   * user's beyond a request (a live stream, modules/live) checks it again then, within milliseconds of the change.
   */
  onForget(listener: (userId: number | null) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /** Turning it on or off forgets everything: notices may have been missed in between. */
  setLive(live: boolean) {
    this.forgetAll();
    this.live = live;
  }

  forgetUser(userId: number) {
    this.noteChange(userId);
    this.told(userId);
    const state = this.users.get(userId);
    if (!state) return;
    for (const hash of state.tokenHashes) this.sessions.delete(hash);
    this.users.delete(userId);
  }

  private told(userId: number | null) {
    for (const listener of this.forgetListeners) listener(userId);
  }

  /**
   * A balance moved (a notice, or a payment this process made): the remembered row takes it when it is newer than
   * the one it holds, and nothing else about the user is forgotten (decision 034). A read of this user still under
   * way started before the move, so it is not kept.
   */
  setBalance(userId: number, cents: number, version: number) {
    this.noteChange(userId);
    const state = this.users.get(userId);
    if (state?.row && version > state.row.balanceVersion) {
      state.row = { ...state.row, balanceCents: cents, balanceVersion: version };
    }
  }

  forgetAll() {
    this.version += 1;
    this.everyoneForgotAt = this.version;
    this.forgotAt.clear();
    this.sessions.clear();
    this.users.clear();
    this.told(null);
  }

  /** Something about this user changed now: a read of them started before it is not kept. */
  private noteChange(userId: number) {
    this.version += 1;
    this.forgotAt.delete(userId);
    this.forgotAt.set(userId, this.version);
    if (this.forgotAt.size > MAX_FORGETS) {
      const [oldest, at] = this.forgotAt.entries().next().value!;
      this.forgotAt.delete(oldest);
      this.everyoneForgotAt = Math.max(this.everyoneForgotAt, at);
    }
  }

  /** A version to hand back to `keepSession` or to compare after a read. */
  get readVersion() {
    return this.version;
  }

  /** Whether what was read of this user from `readVersion` on may be kept: nothing forgot them since. */
  private keeps(userId: number, readVersion: number) {
    return this.live && this.everyoneForgotAt <= readVersion && (this.forgotAt.get(userId) ?? 0) <= readVersion;
  }

  session(tokenHash: string): RememberedSession | undefined {
    const session = this.sessions.get(tokenHash);
    if (session && session.expiresAt <= Date.now()) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    return session;
  }

  keepSession(tokenHash: string, session: RememberedSession, row: UserRow, readVersion: number) {
    if (!this.keeps(session.userId, readVersion)) return;
    const state = this.stateOf(session.userId);
    state.row = row;
    state.tokenHashes.add(tokenHash);
    this.sessions.set(tokenHash, session);
    if (this.sessions.size > MAX_SESSIONS) {
      const [oldest, dropped] = this.sessions.entries().next().value!;
      this.sessions.delete(oldest);
      this.users.get(dropped.userId)?.tokenHashes.delete(oldest);
    }
  }

  /** The remembered part, if it is remembered now; never reads. */
  known<K extends keyof UserSlots>(userId: number, slot: K): UserSlots[K] | undefined {
    return this.users.get(userId)?.[slot] as UserSlots[K] | undefined;
  }

  /** The remembered part, or `load()`'s answer, kept when nothing about this user changed while it ran. */
  async read<K extends keyof UserSlots>(userId: number, slot: K, load: () => Promise<UserSlots[K]>) {
    const known = this.users.get(userId)?.[slot];
    if (known !== undefined) return known as UserSlots[K];
    const readVersion = this.version;
    const value = await load();
    if (this.keeps(userId, readVersion)) (this.stateOf(userId) as Partial<UserSlots>)[slot] = value;
    return value;
  }

  private stateOf(userId: number): UserState {
    let state = this.users.get(userId);
    if (!state) {
      state = { tokenHashes: new Set() };
      this.users.set(userId, state);
      if (this.users.size > MAX_USERS) this.forgetUser(this.users.keys().next().value!);
    }
    return state;
  }
}
