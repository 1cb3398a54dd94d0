import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { z } from 'zod';
import { ReviewBody } from '@tradewind/contract';
import { messageKeysOf } from '@/lib/forms/field-messages';
import type { ReviewedProduct } from './reviewed-products';

export const SCORE_FIELDS = ['product_score', 'service_score', 'postage_score'] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];
export type Draft = Record<ScoreField, number> & { content: string; pictures: string[] };
export type DraftField = keyof Draft;
/** What is wrong, by product (its index) and field, in the buyer's language. */
export type DraftErrors = Record<number, Partial<Record<DraftField, string>>>;
export type CheckedReview = z.output<typeof ReviewBody>;

const DRAFT_FIELDS: readonly DraftField[] = [...SCORE_FIELDS, 'content', 'pictures'];
const emptyMessage = { content: 'review.content.required' };

// Most buyers are happy: the stars start full and a tap lowers them.
const startingDraft = (): Draft => ({
  product_score: 5,
  service_score: 5,
  postage_score: 5,
  content: '',
  pictures: [],
});

/**
 * The review of each product of one order, checked by the contract's ReviewBody, the rule the server applies.
 * A field's message goes as soon as the buyer has put it right.
 */
export function useReviewDrafts(orderId: number, products: ReviewedProduct[]) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Draft[]>(() => products.map(startingDraft));
  const [errors, setErrors] = useState<DraftErrors>({});
  // An upload reports from the render it started in: changes build on the latest drafts, not that render's.
  const latest = useRef({ drafts, errors });

  const bodyOf = (list: Draft[]): ReviewBody => ({
    order_id: orderId,
    items: products.map((product, index) => ({ product_id: product.productId, ...list[index] })),
  });

  const check = (list: Draft[]) => {
    const result = ReviewBody.safeParse(bodyOf(list));
    const found: DraftErrors = {};
    list.forEach((draft, index) => {
      const issues = (result.error?.issues ?? []).filter((issue) => issue.path[1] === index);
      const keys = messageKeysOf(issues, draft, {
        fields: DRAFT_FIELDS,
        fieldOf: (path) => String(path[2]),
        emptyMessage,
      });
      if (issues.length > 0)
        found[index] = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
    });
    return { found, data: result.data };
  };

  return {
    drafts,
    errors,
    change(index: number, patch: Partial<Draft>) {
      const next = latest.current.drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft));
      const shown = latest.current.errors[index] ?? {};
      const fields = (Object.keys(patch) as DraftField[]).filter((field) => shown[field]);
      let nextErrors = latest.current.errors;
      if (fields.length > 0) {
        const still = check(next).found[index] ?? {};
        const kept = { ...shown };
        for (const field of fields) {
          if (still[field]) kept[field] = still[field];
          else delete kept[field];
        }
        nextErrors = { ...nextErrors, [index]: kept };
      }
      latest.current = { drafts: next, errors: nextErrors };
      setDrafts(next);
      setErrors(nextErrors);
    },
    /** On submit: every message; the body to send when all is well. */
    checkAll(): CheckedReview | undefined {
      const { found, data } = check(latest.current.drafts);
      latest.current = { ...latest.current, errors: found };
      setErrors(found);
      return data;
    },
    /** The server's field messages (already in the buyer's language), e.g. `items.1.content`. */
    showServerErrors(fields: Record<string, string> | undefined) {
      const found: DraftErrors = {};
      for (const [path, text] of Object.entries(fields ?? {})) {
        const [, index, field] = path.split('.');
        if (index === undefined || !field) continue;
        found[Number(index)] = { ...found[Number(index)], [field]: text };
      }
      latest.current = { ...latest.current, errors: found };
      setErrors(found);
    },
  };
}
