import path from 'node:path';
import { repoRoot } from '../lib/paths.js';
import type { S3Settings } from '../lib/storage/s3-store.js';
import type { RelyingParty } from '../modules/passkeys/relying-party.js';
import { ConfigError, parseEnv, type Env } from './env.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** The database itself when DATABASE_URL is PgBouncer in transaction mode (DATABASE_DIRECT_URL). */
  databaseDirectUrl?: string;
  /** Streaming replicas for the catalogue's reads (DATABASE_REPLICA_URLS; decision 048). */
  replicaUrls: string[];
  /** A replica further behind takes no reads (REPLICA_MAX_LAG_MS, 2 s). */
  replicaMaxLagMs: number;
  /** How often the replicas' replay is checked (REPLICA_CHECK_MS, 500 ms). */
  replicaCheckMs: number;
  /** The bearer token GET /metrics asks for; unset, /metrics is not served (METRICS_TOKEN). */
  metricsToken?: string;
  dataDir: string;
  uploadsDir: string;
  /** STORAGE=s3: uploads and the catalogue's pictures in this bucket instead of `uploadsDir` (decision 029). */
  s3?: S3Settings;
  webDist: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /** Pretty lines on a terminal, JSON otherwise, unless LOG_FORMAT says which. */
  logFormat?: Env['LOG_FORMAT'];
  trustProxy: boolean;
  operatorAccount?: string;
  operatorPassword?: string;
  demoPassword?: string;
  /** Demo shoppers with a month of orders and waiting audits on a database with no orders (DEMO_ACTIVITY=0: none). */
  demoActivity: boolean;
  /** How many products the demo catalogue has when it is seeded on a first start (DEMO_PRODUCTS, 480). */
  demoProducts: number;
  orderTimes: { payMinutes: number; completeDays: number };
  jobIntervalMs: number;
  /** How often on-chain deposits waiting for confirmations are rechecked (CHAIN_CHECK_MS, 3 s; decision 028). */
  chainCheckMs: number;
  /** JSON-RPC endpoints may be private or loopback addresses (RPC_ALLOW_PRIVATE=1; modules/wallet/rpc-endpoint.ts). */
  allowPrivateRpc: boolean;
  /** How often paid orders are added to the sold figures (SALES_COUNT_MS, 1 s; decision 033). */
  salesCountMs: number;
  /** The console marks an exchange rate older than this many hours stale (FX_STALE_HOURS, 48; decision 039). */
  fxStaleHours: number;
  /** New accounts one address may open per window (REGISTRATIONS_PER_IP; the contract's figure by default). */
  registrationsPerIp?: number;
  /** Passkeys' relying party (WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME, WEBAUTHN_ORIGINS; decision 054). */
  webauthn: RelyingParty;
  cardKey?: string;
  /** A card key that opens what it sealed but seals nothing: the key being rotated in or out. */
  cardKeyOther?: string;
  payCodeKey?: string;
  /** Push and mail notices and price alerts (decision 055). */
  notices: {
    intervalMs: number;
    priceDropPercent: number;
    pushHosts?: string[];
    vapidPublicKey?: string;
    vapidPrivateKey?: string;
    vapidSubject: string;
  };
}

/** The server's settings from the environment; throws a ConfigError naming each refused variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(env);
  for (const name of ['DATABASE_REPLICA_URLS', 'DATABASE_DIRECT_URL'] as const) {
    if (e[name] && !e.DATABASE_URL) throw new ConfigError(`Invalid environment: ${name} needs DATABASE_URL`);
  }
  // `./data` at the repository root, whichever folder the server is started from (npm start, npm run dev).
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    replicaUrls: e.DATABASE_REPLICA_URLS?.split(',') ?? [],
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    replicaCheckMs: e.REPLICA_CHECK_MS,
    metricsToken: e.METRICS_TOKEN,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    s3: s3Settings(e),
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    operatorAccount: e.OPERATOR_ACCOUNT,
    operatorPassword: e.OPERATOR_PASSWORD,
    demoPassword: e.DEMO_PASSWORD,
    demoActivity: e.DEMO_ACTIVITY,
    demoProducts: e.DEMO_PRODUCTS,
    orderTimes: {
      payMinutes: e.ORDER_PAY_MINUTES,
      completeDays: e.ORDER_COMPLETE_DAYS,
    },
    jobIntervalMs: e.ORDER_JOB_INTERVAL_MS,
    chainCheckMs: e.CHAIN_CHECK_MS,
    allowPrivateRpc: e.RPC_ALLOW_PRIVATE,
    salesCountMs: e.SALES_COUNT_MS,
    fxStaleHours: e.FX_STALE_HOURS,
    registrationsPerIp: e.REGISTRATIONS_PER_IP,
    webauthn: {
      rpId: e.WEBAUTHN_RP_ID,
      rpName: e.WEBAUTHN_RP_NAME,
      // Unless told: the server's own port and Vite's, on localhost (`npm start`, `npm run dev`, the journeys).
      origins: e.WEBAUTHN_ORIGINS?.split(',') ?? [`http://localhost:${e.PORT}`, 'http://localhost:5173'],
    },
    cardKey: e.CARD_KEY,
    cardKeyOther: e.CARD_KEY_OTHER,
    payCodeKey: e.PAY_CODE_KEY,
    notices: {
      intervalMs: e.NOTICE_JOB_MS,
      priceDropPercent: e.PRICE_DROP_PERCENT,
      pushHosts: e.PUSH_HOSTS?.split(','),
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
    },
  };
}

/** The bucket's settings when STORAGE=s3; the rules that span two variables, refused in the same one-line way. */
function s3Settings(e: Env): S3Settings | undefined {
  const refuse = (rule: string): never => {
    throw new ConfigError(`Invalid environment: ${rule}`);
  };
  if (e.STORAGE === 'local') {
    if (e.S3_BUCKET) refuse('STORAGE must be s3 when S3_BUCKET is set (got "local")');
    return undefined;
  }
  if (!e.S3_BUCKET) return refuse('S3_BUCKET must be set when STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    refuse('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

/** For a command's first line: a refused environment prints its one line and stops the process, no stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
