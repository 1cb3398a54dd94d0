import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config/load.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { seedAccounts } from './seed/accounts.js';
import { seedCatalogue } from './seed/catalogue/index.js';
import { seedContent } from './modules/content/content-service.js';
import { seedWallet } from './seed/wallet.js';
import { seedCustoms } from './seed/customs/index.js';
import { seedOrderSettings } from './seed/orders.js';
import { seedFxRates } from './seed/fx-rates.js';
import { seedDemoActivity } from './seed/activity.js';
import { createSecretBox, loadCardKey } from './lib/secret-box.js';
import { loadPayCodeKey } from './modules/account/pay-code-hash.js';
import { closeOnSignals } from './lib/shutdown.js';
import { openObjectStore } from './lib/storage/open-store.js';
import { chooseLogFormat, loggerOptions } from './lib/logger.js';
import { loadVapidKeys } from './modules/notices/options.js';

const config = loadConfigOrExit();

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

const store = openObjectStore(config);
const cardKey = loadCardKey(config.dataDir, config.cardKey);
const app = await buildApp({
  database,
  webDist: config.webDist,
  storage: store,
  cardKey,
  cardKeyOther: config.cardKeyOther ? Buffer.from(config.cardKeyOther, 'hex') : undefined,
  payCodeKey: loadPayCodeKey(config.dataDir, config.payCodeKey),
  orderTimes: config.orderTimes,
  jobIntervalMs: config.jobIntervalMs,
  chainCheckMs: config.chainCheckMs,
  allowPrivateRpc: config.allowPrivateRpc,
  salesCountMs: config.salesCountMs,
  registrationsPerIp: config.registrationsPerIp,
  relyingParty: config.webauthn,
  fxStaleHours: config.fxStaleHours,
  metricsToken: config.metricsToken,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  trustProxy: config.trustProxy,
  notices: {
    intervalMs: config.notices.intervalMs,
    priceDropPercent: config.notices.priceDropPercent,
    pushHosts: config.notices.pushHosts,
    vapid: loadVapidKeys(config.dataDir, config.notices.vapidPublicKey, config.notices.vapidPrivateKey),
    vapidSubject: config.notices.vapidSubject,
  },
  logger: await loggerOptions({ level: config.logLevel, format: chooseLogFormat(config.logFormat) }),
});
if (database.functionsApplied.length > 0) {
  app.log.info({ functions: database.functionsApplied }, 'database functions applied');
}
await seedContent(database.db);
await seedAccounts(database.db, config, app.log);
await seedWallet(database.db);
await seedFxRates(database.db);
await seedCustoms(database.db);
const catalogue = await seedCatalogue(database.db, {
  products: config.demoProducts,
  store,
  log: (message) => app.log.info(message),
  box: createSecretBox(cardKey),
});
if (catalogue.products > 0) app.log.info(catalogue, 'demo catalogue seeded');
await seedOrderSettings(database.db);
if (config.demoActivity) await seedDemoActivity(app, database.db, app.log);

closeOnSignals(app, database);

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
app.log.info(
  `Tradewind is at http://localhost:${port} (database: ${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'})`,
);
