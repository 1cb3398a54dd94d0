import type { Database } from '../../db/client.js';
import { customsDestinations, customsDutyRates } from '../../db/schema/index.js';
import { AMERICAS } from './americas.js';
import { ASIA_PACIFIC } from './asia-pacific.js';
import { EUROPE } from './europe.js';
import type { DemoDestination } from './types.js';

/** The demo's 18 destinations (DEMO FIGURES, each with its source: see types.ts). */
export const DEMO_DESTINATIONS: readonly DemoDestination[] = [...EUROPE, ...ASIA_PACIFIC, ...AMERICAS];

/** Destinations and their duty rates as the operator would enter them. */
export async function insertDestinations(db: Database, destinations: readonly DemoDestination[]) {
  if (destinations.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(customsDestinations).values(destinations.map(({ duty: _duty, ...rule }) => rule));
    const rates = destinations.flatMap((d) =>
      Object.entries(d.duty).map(([category, dutyBps]) => ({
        country: d.country,
        category: category as keyof DemoDestination['duty'],
        dutyBps,
      })),
    );
    if (rates.length > 0) await tx.insert(customsDutyRates).values(rates);
  });
}

/** The demo's customs rules (decision 040), on an empty table only: an operator's edits are never overwritten. */
export async function seedCustoms(db: Database) {
  const [any] = await db.select({ country: customsDestinations.country }).from(customsDestinations).limit(1);
  if (!any) await insertDestinations(db, DEMO_DESTINATIONS);
}
