import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_FX_STALE_HOURS, REGISTRATIONS_PER_IP } from '@tradewind/contract';
import type { DatabaseHandle } from './db/client.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { isQuietRequest } from './lib/quiet-requests.js';
import { languagePlugin } from './plugins/language.js';
import { envelopePlugin } from './plugins/envelope.js';
import { loadSheddingPlugin, type LoadSheddingOptions } from './plugins/load-shedding.js';
import { metricsPlugin } from './plugins/metrics.js';
import { readRoutingPlugin } from './plugins/read-routing.js';
import { authPlugin } from './plugins/auth.js';
import { idempotencyKeyPlugin } from './plugins/idempotency-key.js';
import { userMemoryPlugin } from './plugins/user-memory.js';
import { securityPlugin } from './plugins/security.js';
import { docsPlugin } from './plugins/docs.js';
import { webAppPlugin } from './plugins/web-app/index.js';
import { httpCachePlugin } from './plugins/http-cache.js';
import { sharedAnswersPlugin } from './plugins/shared-answers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { createLocalStore } from './lib/storage/local-store.js';
import type { ObjectStore } from './lib/storage/object-store.js';
import { accountRoutes } from './modules/account/routes.js';
import { languageRoutes } from './modules/account/language-routes.js';
import { currencyRoutes } from './modules/account/currency-routes.js';
import { fxRoutes } from './modules/fx/routes.js';
import { adminFxRoutes } from './modules/admin-fx/routes.js';
import { consoleSessionRoutes } from './modules/admin-session/routes.js';
import { passkeyRoutes } from './modules/passkeys/routes.js';
import { adminPasskeyRoutes } from './modules/admin-passkeys/routes.js';
import { LOCAL_RELYING_PARTY, type RelyingParty } from './modules/passkeys/relying-party.js';
import { contentRoutes } from './modules/content/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { favouriteRoutes } from './modules/catalogue/favourite-routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { adminWalletRoutes } from './modules/admin-wallet/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { addressRoutes } from './modules/orders/address-routes.js';
import { cartRoutes } from './modules/orders/cart-routes.js';
import { adminOrderRoutes } from './modules/admin-orders/routes.js';
import { customsRoutes } from './modules/customs/routes.js';
import { adminCustomsRoutes } from './modules/admin-customs/routes.js';
import { protectionRoutes } from './modules/protection/routes.js';
import { adminProtectionRoutes } from './modules/admin-protection/routes.js';
import { adminNoticeRoutes } from './modules/admin-notices/routes.js';
import { DEFAULT_ORDER_TIMES, type OrderTimes } from './modules/orders/checkout.js';
import { startOrderJobs } from './modules/orders/jobs.js';
import { startSalesCounter } from './modules/orders/sales-counter.js';
import { startChainJobs } from './modules/wallet/chain-jobs.js';
import { afterSaleRoutes } from './modules/aftersale/routes.js';
import { adminAfterSaleRoutes } from './modules/admin-aftersale/routes.js';
import { disputeRoutes } from './modules/disputes/routes.js';
import { adminDisputeRoutes } from './modules/admin-disputes/routes.js';
import { startDisputeJobs } from './modules/disputes/deadlines.js';
import { adminBuyerRoutes } from './modules/admin-buyers/routes.js';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.js';
import { adminContentRoutes } from './modules/admin-content/routes.js';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes.js';
import { adminTranslationRoutes } from './modules/admin-translations/routes.js';
import { adminStaffRoutes } from './modules/admin-staff/routes.js';
import { talkRoutes } from './modules/talk/routes.js';
import { adminTalkRoutes } from './modules/admin-talk/routes.js';
import { sandboxProvider, type PaymentProvider } from './modules/wallet/card-provider.js';
import { createSecretBox } from './lib/secret-box.js';
import { createPayCodeHasher } from './modules/account/pay-code-hash.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { noticeOptions, type NoticeOptions } from './modules/notices/options.js';
import { startNoticeJobs } from './modules/notices/jobs.js';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export interface BuildOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  smtpUrl?: string;
  mailFrom?: string;
  mailer?: Mailer;
  /** Where uploaded and generated images live; served under /uploads/. */
  uploadsDir?: string;
  /** Where they live when not in `uploadsDir`: a bucket of an S3-compatible store (lib/storage/, decision 029). */
  storage?: ObjectStore;
  /** The built web app to serve; the API alone when undefined. */
  webDist?: string;
  /**
   * How long a public catalogue answer is served from memory (plugins/http-cache.ts for visitors,
   * plugins/shared-answers.ts under a buyer's flags); 0 turns both off.
   */
  sharedAnswerMs?: number;
  /** The AES-256 key for bank card numbers and customs IDs (lib/secret-box.ts); a random one (tests) when not given. */
  cardKey?: Buffer;
  /** Another key the box opens with, never seals with (a rotation, docs/operations.md). */
  cardKeyOther?: Buffer;
  /**
   * The HMAC key for payment codes (modules/account/pay-code-hash.ts); one random key per process (tests) when not
   * given, so that several apps of one test share it.
   */
  payCodeKey?: Buffer;
  /** Card top-ups: the sandbox unless another provider is given. */
  paymentProvider?: PaymentProvider;
  /** docs/architecture.md §5's times: pay within 30 minutes and completed 7 days after receipt (receipt: at the end of buyer protection, decision 045). */
  orderTimes?: Partial<OrderTimes>;
  /** When an overloaded process answers 503 at once (plugins/load-shedding.ts). */
  loadShedding?: LoadSheddingOptions;
  /** How often this process runs the timed order transitions; 0 (tests) runs none. */
  jobIntervalMs?: number;
  /** How often an idle live stream sends a heartbeat and checks its session again (modules/live); 25 s unless given. */
  liveHeartbeatMs?: number;
  /** How often this process rechecks on-chain deposits waiting for confirmations (decision 028); 0 runs none. */
  chainCheckMs?: number;
  /** JSON-RPC endpoints may be on this machine or a private network (RPC_ALLOW_PRIVATE; tests on a local chain). */
  allowPrivateRpc?: boolean;
  /** How often this process adds paid orders to the sold figures (decision 033); 0 (tests) counts none by itself. */
  salesCountMs?: number;
  /** Behind a proxy: the client's address and protocol from X-Forwarded-* (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** New accounts one address may open per window (the contract's REGISTRATIONS_PER_IP unless given). */
  registrationsPerIp?: number;
  /** The console marks an exchange rate older than this many hours stale (DEFAULT_FX_STALE_HOURS unless given). */
  fxStaleHours?: number;
  /** GET /metrics answers a scraper with this bearer token (METRICS_TOKEN); not served without one. */
  metricsToken?: string;
  /** Passkeys' RP ID, name and origins (WEBAUTHN_*); localhost:3000 (tests) unless given. */
  relyingParty?: RelyingParty;
  /** Push and mail notices, price alerts (decision 055): defaults, a VAPID pair per process and no loop (tests). */
  notices?: Partial<NoticeOptions>;
}

const processPayCodeKey = randomBytes(32);

export async function buildApp(options: BuildOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: isQuietRequest }),
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', options.database.db);
  app.decorate('dbRelaxed', options.database.relaxed);
  app.decorate('dbKind', options.database.kind);
  app.decorate('rpc', { allowPrivate: options.allowPrivateRpc ?? false });
  app.decorate('relyingParty', options.relyingParty ?? LOCAL_RELYING_PARTY);
  app.decorate('payCodes', createPayCodeHasher(options.payCodeKey ?? processPayCodeKey));
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? 'no-reply@tradewind.shop', log: app.log }),
  );

  const notices = noticeOptions(options.notices);
  app.decorate('notices', { options: notices, pass: async () => {} });

  await app.register(languagePlugin);
  await app.register(envelopePlugin);
  await app.register(metricsPlugin, { database: options.database, token: options.metricsToken });
  await app.register(loadSheddingPlugin, options.loadShedding ?? {});
  await app.register(userMemoryPlugin, { listen: options.database.listen });
  await app.register(authPlugin);
  await app.register(readRoutingPlugin, { reads: options.database.reads });
  await app.register(idempotencyKeyPlugin);
  const store =
    options.storage ??
    createLocalStore(options.uploadsDir ?? path.join(os.tmpdir(), `tradewind-uploads-${process.pid}`));
  await app.register(securityPlugin, { imageOrigins: store.publicBase ? [new URL(store.publicBase).origin] : [] });
  await app.register(docsPlugin);
  await app.register(httpCachePlugin, { sharedAnswerMs: options.sharedAnswerMs });
  await app.register(sharedAnswersPlugin, { sharedAnswerMs: options.sharedAnswerMs });

  await app.register(systemRoutes);
  await app.register(accountRoutes, { registrationsPerIp: options.registrationsPerIp ?? REGISTRATIONS_PER_IP });
  await app.register(languageRoutes);
  await app.register(currencyRoutes);
  await app.register(fxRoutes);
  await app.register(consoleSessionRoutes);
  await app.register(passkeyRoutes);
  await app.register(adminPasskeyRoutes);
  await app.register(contentRoutes);
  await app.register(catalogueRoutes);
  await app.register(favouriteRoutes);
  const box = createSecretBox(options.cardKey ?? randomBytes(32), options.cardKeyOther ? [options.cardKeyOther] : []);
  await app.register(walletRoutes, { box, provider: options.paymentProvider ?? sandboxProvider });
  await app.register(adminWalletRoutes, { box });
  await app.register(notificationRoutes);
  await app.register(noticeRoutes, { options: notices });
  await app.register(liveRoutes, { listen: options.database.listen, heartbeatMs: options.liveHeartbeatMs });
  const times = { ...DEFAULT_ORDER_TIMES, ...options.orderTimes };
  await app.register(addressRoutes, { box });
  await app.register(cartRoutes);
  await app.register(orderRoutes, { times });
  await app.register(adminOrderRoutes, { box });
  await app.register(customsRoutes);
  await app.register(adminCustomsRoutes);
  await app.register(afterSaleRoutes, { store });
  await app.register(adminAfterSaleRoutes);
  await app.register(disputeRoutes);
  await app.register(adminDisputeRoutes);
  await app.register(protectionRoutes);
  await app.register(adminProtectionRoutes);
  await app.register(adminNoticeRoutes);
  await app.register(adminBuyerRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminTranslationRoutes);
  await app.register(adminStaffRoutes);
  await app.register(talkRoutes);
  await app.register(adminTalkRoutes);
  await app.register(adminFxRoutes, { staleHours: options.fxStaleHours ?? DEFAULT_FX_STALE_HOURS });
  if (options.jobIntervalMs) startOrderJobs(app, times, options.jobIntervalMs);
  if (options.jobIntervalMs) startDisputeJobs(app, options.jobIntervalMs);
  if (options.chainCheckMs) startChainJobs(app, options.chainCheckMs);
  if (options.salesCountMs) startSalesCounter(app, options.salesCountMs);
  app.notices.pass = startNoticeJobs(app, notices, {
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? 'no-reply@tradewind.shop',
  });
  await app.register(uploadRoutes, { store });

  if (options.storage || options.uploadsDir) await app.register(uploadsPlugin, { store });

  if (options.webDist) await app.register(webAppPlugin, { root: options.webDist, store });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
