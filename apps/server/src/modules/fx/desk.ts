import { eq, sql } from 'drizzle-orm';
import { RATED_CURRENCIES, type AdminFxRow, type CurrencyCode, type FxImportData } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { fxRates, users } from '../../db/schema/index.js';
import { parseEcbDaily, referenceTimeOf } from './ecb-daily.js';
import { perDollar } from './per-dollar.js';

const HOUR_MS = 3_600_000;
type Source = 'ecb' | 'manual';

/**
 * The console's table (decision 039): every display currency but the dollar, with its rate, when and by whom it was
 * set, and whether it is stale: never set, or set more than `staleHours` ago.
 */
export async function adminRates(db: Database, staleHours: number, now = new Date()): Promise<AdminFxRow[]> {
  const rows = await db
    .select({ rate: fxRates, setBy: users.account })
    .from(fxRates)
    .leftJoin(users, eq(users.id, fxRates.setBy));
  const byCurrency = new Map(rows.map((row) => [row.rate.currency, row]));
  return RATED_CURRENCIES.map((currency) => {
    const row = byCurrency.get(currency);
    if (!row) return { currency, rate: null, set_at: null, source: null, set_by: null, stale: true };
    return {
      currency,
      rate: row.rate.rate,
      set_at: row.rate.setAt.toISOString(),
      source: row.rate.source,
      set_by: row.setBy,
      stale: now.getTime() - row.rate.setAt.getTime() > staleHours * HOUR_MS,
    };
  });
}

async function writeRates(
  db: Database,
  rates: { currency: CurrencyCode; rate: string }[],
  setAt: Date,
  source: Source,
  operatorId: number | null,
) {
  if (rates.length === 0) return;
  await db
    .insert(fxRates)
    .values(rates.map(({ currency, rate }) => ({ currency, rate, setAt, source, setBy: operatorId })))
    .onConflictDoUpdate({
      target: fxRates.currency,
      set: {
        rate: sql`excluded.rate`,
        setAt: sql`excluded.set_at`,
        source: sql`excluded.source`,
        setBy: sql`excluded.set_by`,
      },
    });
}

/** One rate typed by an operator (or shipped with the demo): true from now, unless `setAt` says when. */
export function saveRate(
  db: Database,
  operatorId: number | null,
  currency: CurrencyCode,
  rate: string,
  setAt = new Date(),
) {
  return writeRates(db, [{ currency, rate }], setAt, 'manual', operatorId);
}

/**
 * A whole table from the ECB's daily file: each display currency the file quotes becomes a rate per dollar
 * (its rate per euro over the dollar's, decision 039; the euro's own is one over the dollar's), true at the
 * day's reference time. Those the file lacks keep what they had. The file is refused whole before anything is
 * written when it is not that format (`parseEcbDaily`).
 */
export async function importEcbDaily(
  db: Database,
  operatorId: number | null,
  xml: string,
): Promise<Pick<FxImportData, 'date' | 'updated' | 'kept'>> {
  const daily = parseEcbDaily(xml);
  const dollar = daily.perEuro.get('USD')!;
  const rates: { currency: CurrencyCode; rate: string }[] = [];
  for (const currency of RATED_CURRENCIES) {
    const perEuro = currency === 'EUR' ? '1' : daily.perEuro.get(currency);
    const rate = perEuro === undefined ? null : perDollar(perEuro, dollar);
    if (rate !== null) rates.push({ currency, rate });
  }
  // One statement: every rate of the file, or none.
  await writeRates(db, rates, referenceTimeOf(daily.date), 'ecb', operatorId);
  const updated = new Set(rates.map((r) => r.currency));
  return {
    date: daily.date,
    updated: RATED_CURRENCIES.filter((c) => updated.has(c)),
    kept: RATED_CURRENCIES.filter((c) => !updated.has(c)),
  };
}
