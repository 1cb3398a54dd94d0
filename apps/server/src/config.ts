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
}

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
  };
}
