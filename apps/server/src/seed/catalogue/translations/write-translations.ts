import type { Database } from '../../../db/client.js';
import { catalogueTerms, shopTranslations } from '../../../db/schema/index.js';
import { CITIES } from './cities.js';
import { rowsOf } from './languages.js';
import { SPEC_TERMS } from './spec-terms.js';

/** The spec glossary in every seed language: one row per word and language, shared by every product (decision 053). */
export async function insertSpecTerms(db: Database) {
  const rows = rowsOf(SPEC_TERMS).map((row) => ({ lang: row.lang, term: row.original, translation: row.text }));
  await db.insert(catalogueTerms).values(rows).onConflictDoNothing();
  return rows.length;
}

/** Each shop's city in every seed language, where the table knows it (the curated shops' and the made-up ones'). */
export async function insertShopCities(db: Database, shops: readonly { id: number; origin: string }[]) {
  const cities = rowsOf(CITIES);
  const rows = shops.flatMap((shop) => {
    const city = shop.origin.split(', ')[0]!;
    return cities
      .filter((row) => row.original === city && row.text !== city)
      .map((row) => ({ shopId: shop.id, lang: row.lang, city: row.text }));
  });
  if (rows.length) await db.insert(shopTranslations).values(rows).onConflictDoNothing();
  return rows.length;
}
