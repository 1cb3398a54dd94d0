/**
 * The CSP is script-src 'self': zod must never compile parsers with `new Function`, nor probe whether it may
 * (the probe alone files a CSP violation report). zod 4 keeps its config on this global, shared by every copy;
 * setting it here, instead of calling `z.config`, keeps zod itself off the first screen. zod-config.test.ts
 * checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
