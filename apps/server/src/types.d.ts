import type { LanguageCode, Role } from '@tradewind/contract';
import type { Database, DatabaseKind } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { PayCodeHasher } from './modules/account/pay-code-hash.js';
import type { UserMemory } from './lib/user-memory.js';
import type { SharedAnswers } from './plugins/shared-answers.js';
import type { UserRow } from './db/schema/index.js';

export type AuthMode = 'public' | 'optional' | 'user' | 'operator';

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
  }
  interface FastifyRequest {
    lang: LanguageCode;
    /** Set by the auth plugin when a valid token came with the request. */
    user: UserRow | null;
    sessionId: number | null;
    /** Answered in `onRequest` from an answer kept in memory (http-cache, shared-answers): the route never ran. */
    answeredFromMemory: boolean;
  }
  interface FastifyReply {
    ok<T>(data: T, msgKey?: string): { code: 1; msg: string; time: number; data: T };
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Seconds a public answer may be cached; sets ETag and Cache-Control (http-cache plugin). */
    cacheSeconds?: number;
  }
}

export type { Role };
