import { EAST_ASIAN_CITIES } from './cities-east-asia.js';
import { OTHER_CITIES } from './cities-elsewhere.js';
import type { InEveryLanguage } from './languages.js';

/** The cities the demo's shops ship from, in the seed languages: the product page's "Ships from …" reads them. */
export const CITIES: Readonly<Record<string, InEveryLanguage>> = { ...EAST_ASIAN_CITIES, ...OTHER_CITIES };
