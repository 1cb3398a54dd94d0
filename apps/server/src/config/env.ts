import { z } from 'zod';

/** A variable left empty (`PORT=`) counts as not set. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const positiveNumber = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number)
  .pipe(z.number().positive());
const flag = z.enum(['0', '1']).transform((value) => value === '1');
const serverKey = z.string().regex(/^[0-9a-f]{64}$/i);
const httpUrl = z.string().regex(/^https?:\/\/[^/\s]+(\/\S*)?$/);

/**
 * Every environment variable the server reads, what it accepts (the description, printed when a value is refused)
 * and its default. Nothing else in the server reads `process.env`.
 */
export const envSchema = z.object({
  PORT: wholeNumber(0, 65_535).default(3000).describe('a port number from 0 to 65535'),
  HOST: z.string().default('0.0.0.0').describe('a host name or address to listen on'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional()
    .describe('a postgres:// or postgresql:// URL'),
  // PgBouncer in transaction mode as DATABASE_URL: the database itself here, for the schema's lock and LISTEN.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional()
    .describe('a postgres:// or postgresql:// URL'),
  // Streaming replicas the catalogue's reads go to (decision 048).
  DATABASE_REPLICA_URLS: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^,\s]+(,postgres(ql)?:\/\/[^,\s]+)*$/)
    .optional()
    .describe('postgres:// URLs separated by commas'),
  // A replica further behind than this takes no reads until it catches up.
  REPLICA_MAX_LAG_MS: wholeNumber(1).default(2_000).describe('a whole number of milliseconds, 1 or more'),
  REPLICA_CHECK_MS: wholeNumber(50).default(500).describe('a whole number of milliseconds, 50 or more'),
  // GET /metrics answers only with `Authorization: Bearer <this>`; unset, it is not served.
  METRICS_TOKEN: z.string().min(16).optional().describe('a token of 16 characters or more'),
  DATA_DIR: z.string().optional().describe('a folder'),
  UPLOADS_DIR: z.string().optional().describe('a folder'),
  // Where uploads and the catalogue's pictures are kept (decision 029): UPLOADS_DIR, or a bucket of an S3 store.
  STORAGE: z.enum(['local', 's3']).default('local').describe('local or s3'),
  S3_ENDPOINT: httpUrl.optional().describe('an http:// or https:// URL'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional()
    .describe('a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1')
    .describe('a region name such as us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional().describe('an access key id'),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('a secret access key'),
  S3_FORCE_PATH_STYLE: flag.default(false).describe('0 or 1'),
  S3_PUBLIC_URL: httpUrl.optional().describe('an http:// or https:// URL'),
  WEB_DIST: z.string().optional().describe('a folder'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional()
    .describe('an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('Tradewind <no-reply@tradewind.shop>').describe('a sender address'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('one of fatal, error, warn, info, debug, trace, silent'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional().describe('pretty or json'),
  TRUST_PROXY: flag.default(false).describe('0 or 1'),
  OPERATOR_ACCOUNT: z.string().optional().describe('an account name'),
  OPERATOR_PASSWORD: z.string().optional().describe('a password'),
  DEMO_PASSWORD: z.string().optional().describe('a password'),
  DEMO_ACTIVITY: flag.default(true).describe('0 or 1'),
  DEMO_PRODUCTS: wholeNumber(1).default(480).describe('a whole number of products, 1 or more'),
  ORDER_PAY_MINUTES: positiveNumber.default(30).describe('a number of minutes greater than 0'),
  ORDER_COMPLETE_DAYS: positiveNumber.default(7).describe('a number of days greater than 0'),
  // A due order is never more than a minute late (docs/architecture.md §5).
  ORDER_JOB_INTERVAL_MS: wholeNumber(1).default(20_000).describe('a whole number of milliseconds, 1 or more'),
  CHAIN_CHECK_MS: wholeNumber(1).default(3_000).describe('a whole number of milliseconds, 1 or more'),
  // JSON-RPC endpoints on this machine or a private network (a test chain, one's own node) are refused unless 1.
  RPC_ALLOW_PRIVATE: flag.default(false).describe('0 or 1'),
  // A sale shows in the sold figures within this of its payment (decision 033).
  SALES_COUNT_MS: wholeNumber(1).default(1_000).describe('a whole number of milliseconds, 1 or more'),
  // The console marks an exchange rate older than this stale (decision 039).
  FX_STALE_HOURS: wholeNumber(1, 8_760).default(48).describe('a whole number of hours from 1 to 8760'),
  REGISTRATIONS_PER_IP: wholeNumber(1)
    .optional()
    .describe('a whole number of new accounts per address and hour, 1 or more'),
  // Passkeys (decision 054): the relying party's id (the site's domain) and the origins its pages are on.
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default('localhost')
    .describe('a domain name such as shop.example.com (no scheme, no port)'),
  WEBAUTHN_RP_NAME: z.string().default('Tradewind').describe('a name shown by the passkey prompt'),
  WEBAUTHN_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^/\s,]+(,https?:\/\/[^/\s,]+)*$/)
    .optional()
    .describe('comma-separated origins such as https://shop.example.com (scheme, host and port, no path)'),
  // Notices beyond the app (decision 055): how often their queue is sent, and the share a price must fall by.
  NOTICE_JOB_MS: wholeNumber(1).default(2_000).describe('a whole number of milliseconds, 1 or more'),
  PRICE_DROP_PERCENT: wholeNumber(1, 90).default(5).describe('a whole number of percent from 1 to 90'),
  // The push services a device's subscription may name, comma-separated (the browsers' own unless set).
  PUSH_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9*.:/-]+(,[A-Za-z0-9*.:/-]+)*$/)
    .optional()
    .describe('host names separated by commas, such as fcm.googleapis.com,*.notify.windows.com'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional()
    .describe('a P-256 public key, URL-safe base64'),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional()
    .describe('a P-256 private key, URL-safe base64'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .default('mailto:no-reply@tradewind.shop')
    .describe('a mailto: or https:// contact'),
  CARD_KEY: serverKey.optional().describe('64 hexadecimal characters'),
  PAY_CODE_KEY: serverKey.optional().describe('64 hexadecimal characters'),
  // A second card key that only opens, while the card key is rotated (docs/operations.md).
  CARD_KEY_OTHER: serverKey.optional().describe('64 hexadecimal characters'),
});
export type Env = z.infer<typeof envSchema>;
export type EnvName = keyof typeof envSchema.shape;

/** Values never echoed back in an error line. */
const SECRET: ReadonlySet<EnvName> = new Set([
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'DATABASE_REPLICA_URLS',
  'METRICS_TOKEN',
  'SMTP_URL',
  'OPERATOR_PASSWORD',
  'DEMO_PASSWORD',
  'CARD_KEY',
  'CARD_KEY_OTHER',
  'PAY_CODE_KEY',
  'S3_SECRET_ACCESS_KEY',
  'VAPID_PRIVATE_KEY',
]);

/** One line: each refused variable, what it accepts, and what it was given unless the value is a secret. */
function refusalLine(error: z.ZodError, env: Record<string, string | undefined>): string {
  const names = [...new Set(error.issues.map((issue) => String(issue.path[0]) as EnvName))];
  const parts = names.map((name) => {
    const given = SECRET.has(name) ? '' : ` (got ${JSON.stringify(env[name]?.slice(0, 40))})`;
    return `${name} must be ${envSchema.shape[name].description}${given}`;
  });
  return `Invalid environment: ${parts.join('; ')}`;
}

/** A refused environment: its message is the one line to print before stopping. */
export class ConfigError extends Error {}

export function parseEnv(env: Record<string, string | undefined>): Env {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, unsetWhenEmpty(env[name])]));
  const result = envSchema.safeParse(known);
  if (!result.success) throw new ConfigError(refusalLine(result.error, env));
  return result.data;
}
