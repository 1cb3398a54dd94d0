import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, LOG_REDACT } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { seedAccounts } from './db/seed/accounts.js';
import { seedCatalogue } from './db/seed/catalogue/index.js';
import { seedContent } from './modules/content/content-service.js';
import { seedWallet } from './db/seed/wallet.js';
import { seedOrderSettings } from './db/seed/orders.js';
import { seedDemoActivity } from './db/seed/activity.js';
import { loadCardKey } from './lib/secret-box.js';

const config = loadConfig();
const webDist = config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

let database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({
  database,
  webDist,
  uploadsDir: config.uploadsDir,
  cardKey: loadCardKey(config.dataDir),
  orderTimes: config.orderTimes,
  jobIntervalMs: config.jobIntervalMs,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
});
await seedContent(database.db);
await seedAccounts(database.db, config, app.log);
await seedWallet(database.db);
const catalogue = await seedCatalogue(database.db, {
  products: config.demoProducts,
  uploadsDir: config.uploadsDir,
  log: (message) => app.log.info(message),
});
if (catalogue.products > 0) app.log.info(catalogue, 'demo catalogue seeded');
await seedOrderSettings(database.db);
if (config.demoActivity) await seedDemoActivity(app, database.db, app.log);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Tradewind is at http://localhost:${config.port} (database: ${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'})`,
);
