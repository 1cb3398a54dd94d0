import type { ErrorKey, LanguageCode, Role } from '@tradewind/contract';
import type { Database, DatabaseKind } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { PayCodeHasher } from './modules/account/pay-code-hash.js';
import type { UserMemory } from './lib/user-memory.js';
import type { SharedAnswers } from './plugins/shared-answers.js';
import type { UserRow } from './db/schema/index.js';
import type { RpcPolicy } from './modules/wallet/rpc-endpoint.js';
import type { ReadRouter } from './db/replicas.js';
import type { LoopFigures } from './lib/every.js';
import type { Metrics } from './plugins/metrics.js';
import type { RelyingParty } from './modules/passkeys/relying-party.js';
import type { NoticeOptions } from './modules/notices/options.js';

/** 'console': an operator or a shop's staff (modules/admin-session/console-scope.ts narrows staff to their shops). */
export type AuthMode = 'public' | 'optional' | 'user' | 'operator' | 'console';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** For writes a crash may lose without harm: their commits do not wait for the disk (db/client.ts). */
    dbRelaxed: Database;
    dbKind: DatabaseKind;
    mailer: Mailer;
    payCodes: PayCodeHasher;
    /** Sessions, user rows and a buyer's flags remembered between requests (plugins/user-memory.ts). */
    userMemory: UserMemory;
    sharedAnswers: SharedAnswers;
    /** Which JSON-RPC endpoints this process may call (RPC_ALLOW_PRIVATE, modules/wallet/rpc-endpoint.ts). */
    rpc: RpcPolicy;
    /** Where catalogue reads go: a replica that keeps up, else the primary (db/replicas.ts, decision 048). */
    reads: ReadRouter;
    /** The job loops' figures, kept by lib/every.ts for the metrics. */
    loops: LoopFigures;
    /** The Prometheus registry behind GET /metrics (plugins/metrics.ts). */
    metrics: Metrics;
    /** Passkeys' relying party: RP ID, name and origins from configuration (modules/passkeys/relying-party.ts). */
    relyingParty: RelyingParty;
    /** Notices beyond the app (decision 055): their options, and one pass of their queue to run now. */
    notices: { options: NoticeOptions; pass: () => Promise<unknown> };
  }
  interface FastifyRequest {
    lang: LanguageCode;
    /** Set by the auth plugin when a valid token came with the request. */
    user: UserRow | null;
    sessionId: number | null;
    /** Answered in `onRequest` from an answer kept in memory (http-cache, shared-answers): the route never ran. */
    answeredFromMemory: boolean;
    /** A keyed route's Idempotency-Key, checked before the route runs (plugins/idempotency-key.ts). */
    idempotencyKey: string | undefined;
  }
  interface FastifyReply {
    /** The error key this answer carries, once the envelope has sent one (the metrics count refusals by it). */
    errorKey: string | undefined;
    ok<T>(data: T, msgKey?: string): { code: 1; msg: string; time: number; data: T };
  }
  /** For the API reference only (plugins/docs-operation.ts); validation never reads them. */
  interface FastifySchema {
    /** The error keys the route's own rules answer, beyond those its guards add (auth, input, load). */
    errors?: readonly ErrorKey[];
    /** A body no zod schema reads (raw bytes, a form): its JSON schema per media type. */
    rawBody?: Record<string, object>;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Seconds a public answer may be cached; sets ETag and Cache-Control (http-cache plugin). */
    cacheSeconds?: number;
    /** A stream held open (the live updates): load shedding refuses it when full but never counts it in flight. */
    longLived?: boolean;
    /**
     * A buyer's write that changes nothing the user memory holds (their row, sessions, favourites, follows) and
     * decides nothing from their row: its session may come from memory, like a read's (plugins/auth.ts), and the
     * process need not forget them after it (plugins/user-memory.ts). Placing orders and editing the bag are.
     */
    userUnchanged?: boolean;
    /**
     * Honours an Idempotency-Key (docs/architecture.md §3): the header is checked before the route runs
     * (plugins/idempotency-key.ts), and documented with the key's errors (plugins/docs-operation.ts).
     */
    keyed?: boolean;
  }
}

export type { Role };
