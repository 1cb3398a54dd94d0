import { parseAmount, RefundApplyBody, refundChoiceIssues, WV } from '@tradewind/contract';
import { messageKeysOf } from '@/lib/forms/field-messages';

/** The form's fields, as the server names them. */
export const REFUND_FIELDS = [
  'product_ids',
  'type',
  'goods_status',
  'amount',
  'reason',
  'explanation',
  'proofs',
] as const;
export type RefundField = (typeof REFUND_FIELDS)[number];
export type RefundValues = Partial<Record<RefundField, unknown>>;

/** An empty field says what to do rather than which rule it breaks. */
const EMPTY_MESSAGE: Record<RefundField, string> = {
  product_ids: 'refund.validation.products',
  type: 'refund.validation.type',
  goods_status: 'refund.validation.goodsStatus',
  amount: 'refund.validation.amount',
  reason: 'refund.validation.reason',
  explanation: 'refund.validation.explanation',
  proofs: 'validation.proof',
};
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Message keys (i18n) by field. */
export type RefundErrors = Partial<Record<RefundField, string>>;
export type RefundCheck = { body: RefundApplyBody; errors?: undefined } | { body?: undefined; errors: RefundErrors };

/** "-5" is a correct amount with a sign: it reads as "must be greater than 0", not as a malformed number. */
function amountError(typed: string, maxCents: number): string | null {
  if (typed.startsWith('-') && parseAmount(typed.slice(1)) !== null) return WV.amountPositive;
  const cents = parseAmount(typed);
  if (cents !== null && cents > maxCents) return 'validation.refundTooMuch';
  return null;
}

/**
 * docs/product.md §5 with the contract's RefundApplyBody (the server's rule): products chosen, amount required, above 0 and
 * no more than `maxCents`; reason and explanation required; proof, a return and "received" only for an order that
 * shipped (refundChoiceIssues, by `orderStatus`). Returns the body as it is sent, or the message of each wrong field.
 */
export function checkRefund(
  order: { id: number; status: number },
  values: RefundValues,
  maxCents: number,
): RefundCheck {
  const orderId = order.id;
  const body = {
    order_id: orderId,
    type: values.type,
    goods_status: values.goods_status,
    product_ids: Array.isArray(values.product_ids) ? values.product_ids : [],
    amount: text(values.amount),
    reason: values.reason,
    explanation: text(values.explanation),
    proofs: Array.isArray(values.proofs) ? values.proofs : [],
  } as RefundApplyBody;
  const result = RefundApplyBody.safeParse(body);
  const errors: RefundErrors = messageKeysOf(result.error?.issues ?? [], body, {
    fields: REFUND_FIELDS,
    emptyMessage: EMPTY_MESSAGE,
  });
  if (body.product_ids!.length === 0) errors.product_ids = EMPTY_MESSAGE.product_ids;
  const choice = refundChoiceIssues(order.status, {
    type: body.type ?? 'refund_only',
    goods_status: body.goods_status ?? 'not_received',
    proofs: body.proofs,
  });
  for (const [field, key] of Object.entries(choice)) errors[field as RefundField] ??= key;
  const amount = amountError(body.amount, maxCents);
  if (amount) errors.amount = amount;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
