/**
 * How close a title word must be to the keyword for a typo to still find the product (pg_trgm word similarity,
 * 0..1): 'keybaord' → 'Keyboard' is 0.44, an unrelated word 0.25 or less. Set on every connection as
 * `pg_trgm.word_similarity_threshold`, so the `<%` operator can use the trigram index.
 */
export const TYPO_WORD_SIMILARITY = 0.4;
export const SEARCH_SESSION_SETTING = `pg_trgm.word_similarity_threshold=${TYPO_WORD_SIMILARITY}`;
