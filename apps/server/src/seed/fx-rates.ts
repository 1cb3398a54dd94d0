import fs from 'node:fs';
import { count } from 'drizzle-orm';
import type { CurrencyCode } from '@tradewind/contract';
import type { Database } from '../db/client.js';
import { fxRates } from '../db/schema/index.js';
import { serverSource } from '../lib/paths.js';
import { importEcbDaily, saveRate } from '../modules/fx/desk.js';
import { referenceTimeOf } from '../modules/fx/ecb-daily.js';

/**
 * The demo's dated table (decision 039): a daily reference rates file in the European Central Bank's own format
 * (eurofxref-daily.xml, its figures made up for late November 2026, the ECB's currencies of that year), imported as
 * an operator would import it.
 */
export const DEMO_ECB_FILE = serverSource('seed/fx/eurofxref-daily-2026-11-26.xml');
/**
 * What the ECB does not quote, entered by hand the same day, per US dollar: the New Taiwan dollar and the dong
 * (about the central banks' late-2026 levels), the Chilean peso, the UAE dirham and the Saudi riyal (both pegged to
 * the dollar, at 3.6725 and 3.75) and the rouble (which the ECB stopped quoting in March 2022; a made-up level).
 */
export const DEMO_HAND_RATES: { currency: CurrencyCode; rate: string }[] = [
  { currency: 'TWD', rate: '31.352' },
  { currency: 'VND', rate: '26315' },
  { currency: 'CLP', rate: '943.6' },
  { currency: 'AED', rate: '3.6725' },
  { currency: 'SAR', rate: '3.75' },
  { currency: 'RUB', rate: '81.25' },
];

/** Every display currency's rate, on an empty table only: what the operator sets later stays. */
export async function seedFxRates(db: Database) {
  const [rates] = await db.select({ n: count() }).from(fxRates);
  if (Number(rates?.n ?? 0) > 0) return;
  const { date } = await importEcbDaily(db, null, fs.readFileSync(DEMO_ECB_FILE, 'utf8'));
  for (const { currency, rate } of DEMO_HAND_RATES) await saveRate(db, null, currency, rate, referenceTimeOf(date));
}
