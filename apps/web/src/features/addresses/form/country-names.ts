import { addressCountries } from '@tradewind/contract/addresses';
import { currentLanguage } from '@/i18n';
import { formatCountry } from '@/i18n/format';
import { toLocaleTag } from '@/i18n/locale-tag';

export type CountryName = { code: string; name: string; key: string };

/** For a search: lower case, accents off ("Türkiye" is found by "turk"). */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

/** Every country of the address metadata, named in the reader's language, in that language's alphabetical order. */
export function countryNames(): CountryName[] {
  const collator = new Intl.Collator(toLocaleTag(currentLanguage()));
  return addressCountries()
    .map((code) => {
      const name = formatCountry(code);
      return { code, name, key: `${searchKey(name)} ${code.toLowerCase()}` };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
