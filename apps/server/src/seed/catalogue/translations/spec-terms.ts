import type { InEveryLanguage } from './languages.js';
import { SPEC_NAMES } from './spec-names.js';
import { KIND_VALUES } from './spec-values-kinds.js';
import { TASTE_VALUES } from './spec-values-tastes.js';

/**
 * Every spec name and worded value of the vocabulary (vocab/*.ts, svg/palettes.ts) in the seed languages. Sizes,
 * units and figures ("XL", "256 GB") read the same everywhere and are not here.
 */
export const SPEC_TERMS: Readonly<Record<string, InEveryLanguage>> = { ...SPEC_NAMES, ...KIND_VALUES, ...TASTE_VALUES };
