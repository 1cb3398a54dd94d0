import type { LanguageCode } from '@tradewind/contract';

/** The BCP 47 tag for <html lang> and Intl: our file names are lower-case (`zh-cn`), the tags are `zh-CN`. */
export function toLocaleTag(lang: LanguageCode): string {
  const [language, region] = lang.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
}
