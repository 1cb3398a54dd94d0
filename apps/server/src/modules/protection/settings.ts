import { eq } from 'drizzle-orm';
import type { ProtectionSettings } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { protectionSettings } from '../../db/schema/index.js';

/** Until the operator sets them: one extension of 7 days; a late order earns 5 % of its goods, $1 to $10. */
export const DEFAULT_PROTECTION_SETTINGS = {
  extensionDays: 7,
  lateRateBps: 500,
  lateMinCents: 100,
  lateMaxCents: 1_000,
};
type Settings = typeof DEFAULT_PROTECTION_SETTINGS;

export async function protectionSettingsOf(db: Database | Tx): Promise<Settings> {
  const [row] = await db.select().from(protectionSettings).where(eq(protectionSettings.id, 1));
  return row ?? DEFAULT_PROTECTION_SETTINGS;
}

export const lateRuleOf = (s: Settings) => ({
  rate_bps: s.lateRateBps,
  min_cents: s.lateMinCents,
  max_cents: s.lateMaxCents,
});

export const toProtectionSettings = (s: Settings): ProtectionSettings => ({
  extension_days: s.extensionDays,
  late_credit: lateRuleOf(s),
});

export async function saveProtectionSettings(
  db: Database,
  operatorId: number,
  next: { extension_days: number; rate_bps: number; late_min: number; late_max: number },
) {
  const values = {
    extensionDays: next.extension_days,
    lateRateBps: next.rate_bps,
    lateMinCents: next.late_min,
    lateMaxCents: next.late_max,
    updatedBy: operatorId,
    updatedAt: new Date(),
  };
  await db
    .insert(protectionSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: protectionSettings.id, set: values });
  return toProtectionSettings(values);
}
