import type { LanguageCode } from '../languages.js';
import { en, type Messages } from './en.js';
import { zhCn } from './zh-cn.js';
import { zhTw } from './zh-tw.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { th } from './th.js';
import { vi } from './vi.js';
import { id } from './id.js';
import { tr } from './tr.js';
import { fr } from './fr.js';
import { ar } from './ar.js';
import { es } from './es.js';
import { ptBr } from './pt-br.js';
import { de } from './de.js';
import { ru } from './ru.js';

export type { Messages };
export const MESSAGES: Record<LanguageCode, Messages> = {
  en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  ja,
  ko,
  th,
  vi,
  id,
  tr,
  fr,
  ar,
  es,
  'pt-br': ptBr,
  de,
  ru,
};

/** Cents as US dollars the way `lang` writes money (the app's formatMoney does the same in the browser). */
export function moneyIn(lang: LanguageCode, cents: number): string {
  const [language, region] = lang.split('-');
  const tag = region ? `${language}-${region.toUpperCase()}` : language!;
  return new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** An ISO 3166 country code named in `lang` ("FR" → "France", "Francia"…), as the app's formatCountry names it. */
export function countryIn(lang: LanguageCode, code: string): string {
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * Looks up a dotted key (`error.LOGIN_FAILED`) in a language, falling back to English, then to the key. `{{name}}`
 * takes the value `name`, or, for money, `name_cents` written as `lang` writes money ("Orders from 20,00 $US"), or,
 * for a country, `name_region` (an ISO 3166 code) named in `lang`.
 */
export function translate(lang: LanguageCode, key: string, values?: Record<string, string | number>): string {
  const pick = (messages: Messages) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  const found = pick(MESSAGES[lang]) ?? pick(en);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const cents = values?.[`${name}_cents`];
    if (values?.[name] === undefined && typeof cents === 'number') return moneyIn(lang, cents);
    const region = values?.[`${name}_region`];
    if (values?.[name] === undefined && typeof region === 'string') return countryIn(lang, region);
    return String(values?.[name] ?? '');
  });
}
