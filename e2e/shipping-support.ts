import type { APIRequestContext, Locator } from '@playwright/test';
import type { ZoneTransit } from '@tradewind/contract';
import { api, type Detail, type Paged } from './api';
import { startSkuOf } from './order-support';

export type Shipping = {
  base_cents: number;
  free_over_cents: number | null;
  ships_from: string | null;
  ships_from_city: string | null;
  min_days: number;
  max_days: number;
  handling_days: number;
  transit_min_days: number;
  transit_max_days: number;
  return_days: number;
  zones: ZoneTransit[];
};
export type ShippedDetail = Detail & { shipping: Shipping };

/**
 * A product whose page starts on a SKU priced under its shop's free-shipping amount, such that two of it reach
 * it: one in the bag leaves a gap to free shipping, two close it.
 */
export async function findFreeOverProduct(request: APIRequestContext) {
  for (let page = 1; ; page += 1) {
    const cards = await api<Paged<{ id: number }>>(
      request,
      'get',
      `/api/goods/list?min_price_cents=3000&max_price_cents=5800&in_stock=1&limit=20&page=${page}`,
    );
    for (const card of cards.list) {
      const detail = await api<ShippedDetail>(request, 'get', `/api/goods/detail?id=${card.id}`);
      const sku = startSkuOf(detail) ?? (detail.specs.length === 0 ? detail.skus[0] : undefined);
      const freeOver = detail.shipping.free_over_cents;
      if (!sku || sku.stock < 2 || freeOver === null || detail.shipping.base_cents === 0) continue;
      if (sku.price_cents < freeOver && sku.price_cents * 2 >= freeOver) return { detail, sku, freeOver };
    }
    if (page * 20 >= cards.total) throw new Error('No product of the demo catalogue ships free over two of it');
  }
}

/** A delivery window as the English app writes it: "Dec 2 – 9" from `start` plus min–max days, in UTC days. */
export function windowText(start: Date, min: number, max: number) {
  const day = (plus: number) => new Date(Date.parse(start.toISOString().slice(0, 10)) + plus * 86_400_000);
  return new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' })
    .formatRange(day(min), day(max))
    .replace(/\s+/g, ' ');
}

/** The country as the English app names it. */
export const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/** The little of the page's DOM that `wordsSplitAcrossLines` reads (the e2e programs are typed without the DOM). */
type PageText = { textContent: string | null };
type PageDocument = {
  documentElement: { lang: string };
  createTreeWalker(root: unknown, show: number): { nextNode(): PageText | null };
  createRange(): {
    setStart(node: PageText, offset: number): void;
    setEnd(node: PageText, offset: number): void;
    getClientRects(): ArrayLike<{ top: number }>;
  };
};

/**
 * The words (as the page's language splits them, Thai and CJK included) that the browser broke over two lines in
 * these elements: none, when labels wrap only between words.
 */
export async function wordsSplitAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const { document } = globalThis as unknown as { document: PageDocument };
    const SHOW_TEXT = 4;
    const language = document.documentElement.lang;
    const split: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const words = new Intl.Segmenter(language, { granularity: 'word' }).segment(text.textContent ?? '');
        for (const { segment, index, isWordLike } of words) {
          if (!isWordLike) continue;
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + segment.length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(segment);
        }
      }
    }
    return split;
  });
}
