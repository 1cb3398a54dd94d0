import { and, eq, sql } from 'drizzle-orm';
import { ErrorKey, RATE_PATTERN, type CustomsRule } from '@tradewind/contract';
import type { Destination } from '@tradewind/contract/customs';
import type { Database } from '../../db/client.js';
import { addresses, customsDestinations, customsDutyRates, fxRates } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

type AddressRow = typeof addresses.$inferSelect;

/** A destination's row and its duty rates as one `CustomsRule` (null: no rules kept for that country). */
export const ruleColumns = {
  country: customsDestinations.country,
  thresholdMinor: customsDestinations.thresholdMinor,
  thresholdCurrency: customsDestinations.thresholdCurrency,
  taxKind: customsDestinations.taxKind,
  taxBps: customsDestinations.taxBps,
  taxBelowThreshold: customsDestinations.taxBelowThreshold,
  valueBasis: customsDestinations.valueBasis,
  defaultDutyBps: customsDestinations.defaultDutyBps,
  dutyBps: sql<Record<
    string,
    number
  > | null>`(select jsonb_object_agg(${customsDutyRates.category}, ${customsDutyRates.dutyBps})
    from ${customsDutyRates} where ${customsDutyRates.country} = ${customsDestinations.country})`,
};
type RuleRow = Omit<typeof customsDestinations.$inferSelect, 'source' | 'updatedAt'> & {
  dutyBps: Record<string, number> | null;
};

/** A left join that found no destination gives no row: no rules for that country. */
export function toRule(row: RuleRow | null): CustomsRule | null {
  if (row === null) return null;
  return {
    country: row.country,
    threshold_minor: row.thresholdMinor,
    threshold_currency: row.thresholdCurrency,
    tax_kind: row.taxKind,
    tax_bps: row.taxBps,
    tax_below_threshold: row.taxBelowThreshold,
    value_basis: row.valueBasis,
    default_duty_bps: row.defaultDutyBps,
    duty_bps: row.dutyBps ?? {},
  };
}

/**
 * The address a checkout ships to (the one named, or the buyer's default) with its country's customs rules and the
 * rate of their threshold's currency: one statement, prepared once per connection as the pricing read is
 * (decision 034), run beside it.
 */
const statements = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepare = (db: Database) =>
  db
    .select({ address: addresses, rule: ruleColumns, thresholdRate: fxRates.rate })
    .from(addresses)
    .leftJoin(customsDestinations, eq(customsDestinations.country, addresses.country))
    .leftJoin(fxRates, eq(fxRates.currency, customsDestinations.thresholdCurrency))
    .where(
      and(
        eq(addresses.userId, sql.placeholder('user')),
        sql`case when ${sql.placeholder('id')}::bigint is null then ${addresses.isDefault}
          else ${addresses.id} = ${sql.placeholder('id')}::bigint end`,
      ),
    )
    .prepare('checkout_destination');

export interface ShipTo {
  /** Undefined when the buyer has no default address (and named none). */
  address: AddressRow | undefined;
  destination: Destination;
}

/** Where a checkout ships to and under which rules; an address named that is not the buyer's is not found. */
export async function shipToOf(db: Database, userId: number, addressId: number | undefined): Promise<ShipTo> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ user: userId, id: addressId ?? null });
  if (!row && addressId !== undefined) throw new AppError(ErrorKey.NotFound);
  return {
    address: row?.address,
    destination: {
      country: row?.address.country ?? null,
      rule: row ? toRule(row.rule) : null,
      // A rate the converter cannot read (none is stored so) estimates nothing rather than failing the checkout.
      threshold_rate: row?.thresholdRate && RATE_PATTERN.test(row.thresholdRate) ? row.thresholdRate : null,
    },
  };
}
