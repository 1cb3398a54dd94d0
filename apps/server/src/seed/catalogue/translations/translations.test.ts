import { describe, expect, it } from 'vitest';
import { VOCAB } from '../vocab/index.js';
import { CURATED_SHOPS } from '../shops-curated.js';
import { CITIES } from './cities.js';
import { SEED_LANGUAGES } from './languages.js';
import { SPEC_TERMS } from './spec-terms.js';

/** A spec word asks for a translation when it has a word of three letters or more (reader-language.ts). */
const worded = (text: string) => /\p{L}{3,}/u.test(text);

describe("the demo's catalogue words in every seed language", () => {
  it('has every spec name and worded value of the vocabulary, in all fourteen languages besides English', () => {
    const words = new Set(
      Object.values(VOCAB).flatMap((vocab) =>
        vocab.items.flatMap((item) => (item.specs ?? []).flatMap((spec) => [spec.name, ...spec.values])),
      ),
    );
    const missing = [...words].filter(worded).filter((word) => !SPEC_TERMS[word]);
    expect(missing).toEqual([]);
    for (const [word, texts] of Object.entries(SPEC_TERMS)) {
      expect(texts.length, word).toBe(SEED_LANGUAGES.length);
      for (const text of texts) expect(text, word).toMatch(/\S/);
    }
  });

  it("has every curated shop's city", () => {
    const cities = CURATED_SHOPS.map((shop) => shop.origin.split(', ')[0]!);
    expect(cities.filter((city) => !CITIES[city])).toEqual([]);
  });
});
