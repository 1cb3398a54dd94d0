import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `./data` at the repository root, whichever folder the server is started from (npm start, npm run dev). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  smtpUrl?: string;
  mailFrom: string;
  webDist?: string;
  logLevel: string;
  operatorAccount?: string;
  operatorPassword?: string;
  demoPassword?: string;
  /** Demo shoppers with a month of orders and waiting audits on a database with no orders (DEMO_ACTIVITY=0: none). */
  demoActivity: boolean;
  /** How many products the demo catalogue has when it is seeded on a first start (DEMO_PRODUCTS, 480). */
  demoProducts: number;
  orderTimes: { payMinutes: number; confirmDays: number; completeDays: number };
  jobIntervalMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tradewind <no-reply@tradewind.shop>',
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    operatorAccount: env.OPERATOR_ACCOUNT || undefined,
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    demoActivity: env.DEMO_ACTIVITY !== '0',
    demoProducts: Math.floor(positive(env.DEMO_PRODUCTS, 480)),
    orderTimes: {
      payMinutes: positive(env.ORDER_PAY_MINUTES, 30),
      confirmDays: positive(env.ORDER_CONFIRM_DAYS, 10),
      completeDays: positive(env.ORDER_COMPLETE_DAYS, 7),
    },
    // A due order is never more than a minute late (DESIGN §5).
    jobIntervalMs: positive(env.ORDER_JOB_INTERVAL_MS, 20_000),
  };
}
