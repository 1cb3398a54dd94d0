import { eq, sql } from 'drizzle-orm';
import { Role } from '@tradewind/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashSecret, randomPassword } from '../lib/secrets.js';

export const DEMO_BUYER = {
  account: 'demo',
  email: 'demo@tradewind.shop',
  mobile: '+33612345678',
  familyName: 'Martin',
  givenName: 'Alex',
} as const;

interface SeedOptions {
  operatorAccount?: string;
  operatorPassword?: string;
  demoPassword?: string;
}

/**
 * The first operator (docs/architecture.md §8) and the demo buyer, on an empty database only. A password not given by the
 * environment is random and printed once; nothing stores it in clear.
 */
export async function seedAccounts(db: Database, options: SeedOptions, log: FastifyBaseLogger) {
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, Role.Operator)).limit(1);
  if (!operator) {
    const account = options.operatorAccount ?? 'operator';
    const password = options.operatorPassword ?? randomPassword();
    await db.insert(users).values({
      account,
      email: `${account.toLowerCase()}@tradewind.shop`,
      mobile: '+33100000000',
      familyName: 'Tradewind',
      givenName: 'Operator',
      role: Role.Operator,
      passwordHash: await hashSecret(password),
    });
    const shown = options.operatorPassword ? '(from OPERATOR_PASSWORD)' : password;
    log.info(`first operator created — account: ${account}  password: ${shown}`);
  }
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = ${DEMO_BUYER.account}`);
  if (!demo) {
    const password = options.demoPassword ?? randomPassword();
    await db.insert(users).values({ ...DEMO_BUYER, passwordHash: await hashSecret(password) });
    const shown = options.demoPassword ? '(from DEMO_PASSWORD)' : password;
    log.info(`demo buyer created — account: ${DEMO_BUYER.account}  password: ${shown}`);
  }
}
