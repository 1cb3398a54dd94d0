import type { Language, LanguageCode } from '@tradewind/contract';

// Intl knows the two Chinese scripts by script, not by region.
const INTL_CODE: Partial<Record<LanguageCode, string>> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant' };

/** The language's name in the interface language (e.g. "French" in English, "法语" in Chinese). */
export function nameIn(interfaceLang: string, language: Language): string {
  try {
    const names = new Intl.DisplayNames([INTL_CODE[interfaceLang as LanguageCode] ?? interfaceLang], {
      type: 'language',
    });
    return names.of(INTL_CODE[language.file_name] ?? language.file_name) ?? language.chinese_name;
  } catch {
    return language.chinese_name;
  }
}
