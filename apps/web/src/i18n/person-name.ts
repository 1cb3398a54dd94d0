import type { TFunction } from './use-translation';

/** A part written in Chinese, Japanese or Korean characters only. */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+$/u;
const GIVEN = '\u0001';
const FAMILY = '\u0002';

/**
 * A person's name in the order and spacing of the user's language, from its text under `key` ("{{given}}
 * {{family}}" in English, "{{family}}{{given}}" in Chinese). A language that joins the two parts without a space
 * does so only when both are in its own script: "王小明", but "Martin Alex".
 */
export function personName(t: TFunction, key: string, given: string, family: string): string {
  const shape = t(key, { given: GIVEN, family: FAMILY });
  const joinedTight = shape.includes(FAMILY + GIVEN) || shape.includes(GIVEN + FAMILY);
  if (joinedTight && !(CJK.test(given) && CJK.test(family))) {
    const familyFirst = shape.indexOf(FAMILY) < shape.indexOf(GIVEN);
    return (familyFirst ? `${family} ${given}` : `${given} ${family}`).trim();
  }
  return shape.replace(GIVEN, given).replace(FAMILY, family).trim();
}
