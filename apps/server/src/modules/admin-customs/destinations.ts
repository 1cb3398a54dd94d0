import { asc, sql } from 'drizzle-orm';
import {
  thresholdMinor,
  type AdminCustomsDestination,
  type CustomsDestinationSaveBody,
  type CurrencyCode,
} from '@tradewind/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { customsDestinations, customsDutyRates } from '../../db/schema/index.js';
import { ruleColumns, toRule } from '../customs/destination.js';

type ParsedSave = z.output<typeof CustomsDestinationSaveBody>;

/** Every destination with its rules, where its figures come from and when they last changed, by country code. */
export async function listDestinations(db: Database): Promise<{ list: AdminCustomsDestination[] }> {
  const rows = await db
    .select({ rule: ruleColumns, source: customsDestinations.source, updatedAt: customsDestinations.updatedAt })
    .from(customsDestinations)
    .orderBy(asc(customsDestinations.country));
  return {
    list: rows.map((r) => ({ ...toRule(r.rule)!, source: r.source, updated_at: r.updatedAt.toISOString() })),
  };
}

/**
 * A destination's rules, all at once (a new country or an edit): its duty rates are replaced by the ones sent, in
 * the same transaction. Orders already placed keep the rules they were priced with (their `customs`).
 */
export async function saveDestination(db: Database, body: ParsedSave) {
  const row = {
    country: body.country,
    thresholdMinor: thresholdMinor(body.threshold, body.threshold_currency)!,
    thresholdCurrency: body.threshold_currency as CurrencyCode,
    taxKind: body.tax_kind,
    taxBps: body.tax_bps,
    taxBelowThreshold: body.tax_below_threshold,
    valueBasis: body.value_basis,
    defaultDutyBps: body.default_duty_bps,
    source: body.source,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(customsDestinations)
      .values(row)
      .onConflictDoUpdate({ target: customsDestinations.country, set: { ...row, updatedAt: sql`now()` } });
    await tx.delete(customsDutyRates).where(sql`${customsDutyRates.country} = ${body.country}`);
    const rates = Object.entries(body.duty_bps).map(([category, dutyBps]) => ({
      country: body.country,
      category: category as keyof typeof body.duty_bps,
      dutyBps: dutyBps!,
    }));
    if (rates.length > 0) await tx.insert(customsDutyRates).values(rates);
  });
  const { list } = await listDestinations(db);
  return list.find((d) => d.country === body.country)!;
}
