import { NOTIFIED_STAGES, SECURITY_EVENTS, SETTLEMENT_CURRENCY, type LanguageCode } from '@tradewind/contract';
import type { NoticeWords } from './words/types.js';
import { ar } from './words/ar.js';
import { de } from './words/de.js';
import { en } from './words/en.js';
import { es } from './words/es.js';
import { fr } from './words/fr.js';
import { id } from './words/id.js';
import { ja } from './words/ja.js';
import { ko } from './words/ko.js';
import { ptBr } from './words/pt-br.js';
import { ru } from './words/ru.js';
import { th } from './words/th.js';
import { tr } from './words/tr.js';
import { vi } from './words/vi.js';
import { zhCn } from './words/zh-cn.js';
import { zhTw } from './words/zh-tw.js';

/** Every language's words for pushes and mails: the keys of each are English's (a test checks them). */
export const NOTICE_WORDS: Record<LanguageCode, NoticeWords> = {
  en,
  fr,
  id,
  ja,
  ko,
  th,
  tr,
  vi,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  ar,
  es,
  'pt-br': ptBr,
  de,
  ru,
};

type Params = Record<string, string | number>;

const money = (lang: LanguageCode, cents: unknown) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: SETTLEMENT_CURRENCY }).format(
    Math.abs(Number(cents)) / 100,
  );

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The screen a tap opens: the order, the case, the product, the wallet's records or the security page. */
export function screenOf(kind: string, params: Params): string {
  const order = Number(params.order_id);
  if (kind.startsWith('dispute_') && order > 0) return `/dispute/${order}`;
  if (/^(order|refund|late)_/.test(kind) && order > 0) return `/orderInfo/${order}`;
  const product = Number(params.product_id);
  if (product > 0) return `/detail/${product}`;
  if (kind.startsWith('recharge_')) return '/topUpRecord';
  if (kind.startsWith('withdraw_') || kind === 'balance_adjusted') return '/capitalRecord';
  if (kind === 'security_event' || kind === 'destination_added') return '/security';
  return '/notification';
}

/** A notice's title and sentence in a language; never more than the notice's own values. */
export function wordNotice(lang: LanguageCode, kind: string, params: Params) {
  const words = NOTICE_WORDS[lang] ?? en;
  const entry = words.kinds[kind as keyof NoticeWords['kinds']] ?? words.other;
  const stage = String(params.stage);
  const event = String(params.event);
  const values: Record<string, string> = {
    sn: String(params.sn ?? ''),
    title: String(params.title ?? ''),
    amount: money(lang, params.amount_cents ?? 0),
    arrival: money(lang, params.arrival_cents ?? 0),
    old: money(lang, params.old_cents ?? 0),
    new: money(lang, params.new_cents ?? 0),
    stage: (NOTIFIED_STAGES as readonly string[]).includes(stage)
      ? words.stages[stage as keyof NoticeWords['stages']]
      : '',
    event: (SECURITY_EVENTS as readonly string[]).includes(event)
      ? words.events[event as keyof NoticeWords['events']]
      : '',
  };
  return { title: entry.title, body: fill(entry.body, values) };
}

/**
 * What a push carries to the service worker: the words in the buyer's language, the product's picture, the screen a
 * tap opens, and a tag so a newer notice about the same thing replaces the older. No amount beyond what the app shows,
 * no token, no address.
 */
export function pushOf(lang: LanguageCode, notificationId: number, kind: string, params: Params) {
  const { title, body } = wordNotice(lang, kind, params);
  const image = typeof params.image === 'string' && params.image ? params.image : undefined;
  const tag = params.order_id ? `order-${params.order_id}` : params.product_id ? `product-${params.product_id}` : kind;
  return { id: notificationId, kind, title, body, image, url: screenOf(kind, params), tag, lang };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A notice as a mail: the title as subject, the sentence and the footer as text and as HTML. */
export function mailOf(lang: LanguageCode, kind: string, params: Params) {
  const { title, body } = wordNotice(lang, kind, params);
  const footer = (NOTICE_WORDS[lang] ?? en).footer;
  const text = `${body}\n\n—\n${footer}\n`;
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { subject: `Tradewind: ${title}`, text, html };
}
