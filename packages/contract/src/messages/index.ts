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
};

/** Looks up a dotted key (`error.LOGIN_FAILED`) in a language, falling back to English, then to the key. */
export function translate(lang: LanguageCode, key: string, values?: Record<string, string | number>): string {
  const pick = (messages: Messages) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  const found = pick(MESSAGES[lang]) ?? pick(en);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}
