import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { OrderDetail } from '../orders/schemas.js';
import { Refund } from '../aftersale/schemas.js';
import { V, positiveBigId, queryBigId, requiredText } from '../validation.js';
import { amount, uploadedImage } from '../wallet/schemas.js';

/** What the buyer asks Tradewind for when the shop refused their refund. */
export const DISPUTE_WANTS = ['full_refund', 'part_refund', 'return'] as const;
export type DisputeWant = (typeof DISPUTE_WANTS)[number];
/** What the platform may decide. */
export const DISPUTE_DECISIONS = ['full_refund', 'part_refund', 'reject'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];
/** Each step of a case, a row of its timeline, never edited. */
export const DISPUTE_EVENT_KINDS = ['opened', 'shop_answered', 'deadline_passed', 'decided'] as const;
export type DisputeEventKind = (typeof DISPUTE_EVENT_KINDS)[number];
export const DISPUTE_ACTORS = ['buyer', 'shop', 'platform', 'system'] as const;

export const DisputeStatus = {
  /** Waiting for the shop's answer until `due_at`. */
  AwaitingShop: 0,
  /** With the platform: the shop answered or its time ran out. */
  AwaitingPlatform: 1,
  Refunded: 2,
  Rejected: 3,
} as const;
export type DisputeStatus = (typeof DisputeStatus)[keyof typeof DisputeStatus];

export const MAX_DISPUTE_PICTURES = 6;
/** The operator's defaults: days to escalate after a refusal, for the shop to answer, for the platform to decide. */
export const DEFAULT_DISPUTE_SETTINGS = { escalate_days: 7, answer_days: 3, decide_days: 5 } as const;

export const DV = { partAmount: 'validation.disputeAmount', tooMuch: 'validation.refundTooMuch' } as const;

/** Pictures of a case: a buyer's private uploads, or a shop's (staff upload privately, an operator to `u/`). */
export const caseImage = z
  .string({ error: V.required })
  .regex(/^\/uploads\/(private|u)\/[a-f0-9]{32}\.(jpg|png|webp)$/, { error: 'validation.proof' });

const pictures = z.array(uploadedImage).max(MAX_DISPUTE_PICTURES, { error: V.tooLong }).default([]);

/** POST /api/dispute/open: a part refund names its amount; every other want leaves it out. */
export const DisputeOpenBody = z
  .object({
    order_id: positiveBigId,
    want: z.enum(DISPUTE_WANTS, { error: V.required }),
    amount: amount.optional(),
    statement: requiredText(1000, { multiline: true }),
    pictures,
  })
  .superRefine((body, ctx) => {
    if (body.want === 'part_refund' && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: DV.partAmount });
    }
  });
export type DisputeOpenBody = z.input<typeof DisputeOpenBody>;

export const DisputeEvent = z.object({
  id: z.number().int(),
  kind: z.enum(DISPUTE_EVENT_KINDS),
  actor: z.enum(DISPUTE_ACTORS),
  text: z.string().nullable(),
  pictures: z.array(z.string()),
  decision: z.enum(DISPUTE_DECISIONS).nullable(),
  amount_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type DisputeEvent = z.infer<typeof DisputeEvent>;

export const DisputeStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const Dispute = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  refund_id: z.number().int(),
  status: DisputeStatusCode,
  want: z.enum(DISPUTE_WANTS),
  want_cents: z.number().int().nullable(),
  /** What was paid: the most a refund can be. */
  paid_cents: z.number().int(),
  /** The end of the current step: the shop's answer (0), the platform's decision (1); null once decided. */
  due_at: z.string().nullable(),
  decision: z.enum(DISPUTE_DECISIONS).nullable(),
  decided_cents: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  events: z.array(DisputeEvent),
});
export type Dispute = z.infer<typeof Dispute>;

export const DisputeDetailQuery = z.object({ order_id: queryBigId });
/** The order's case, or null, and until when a refused refund may still be taken to Tradewind (null: it may not). */
export const DisputeDetailData = z.object({
  case: Dispute.nullable(),
  open_until: z.string().nullable(),
});
export type DisputeDetailData = z.infer<typeof DisputeDetailData>;

export const AdminDisputeQuery = PageQuery.extend({
  status: z.enum(['open', 'all', '0', '1', '2', '3']).default('open'),
});
export const AdminDisputeRow = Dispute.omit({ events: true }).extend({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int(), account: z.string() }),
});
export type AdminDisputeRow = z.infer<typeof AdminDisputeRow>;
export const AdminDisputeCaseQuery = z.object({ id: queryBigId });
export const AdminDisputeCase = z.object({
  case: Dispute.extend(AdminDisputeRow.pick({ shop: true, user: true }).shape),
  order: OrderDetail,
  refund: Refund,
});
export type AdminDisputeCase = z.infer<typeof AdminDisputeCase>;

/** The shop's answer: its statement and up to 6 pictures. */
export const DisputeAnswerBody = z.object({
  id: positiveBigId,
  statement: requiredText(1000, { multiline: true }),
  pictures: z.array(caseImage).max(MAX_DISPUTE_PICTURES, { error: V.tooLong }).default([]),
});
export type DisputeAnswerBody = z.input<typeof DisputeAnswerBody>;

/** The platform's decision: a part refund names its amount (no more than paid), every decision a reason. */
export const DisputeDecideBody = z
  .object({
    id: positiveBigId,
    decision: z.enum(DISPUTE_DECISIONS, { error: V.required }),
    amount: amount.optional(),
    reason: requiredText(500, { multiline: true }),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'part_refund' && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: DV.partAmount });
    }
  });
export type DisputeDecideBody = z.input<typeof DisputeDecideBody>;

const days = z
  .number({ error: 'validation.days' })
  .int({ error: 'validation.days' })
  .min(0, { error: 'validation.days' })
  .max(90, { error: 'validation.days' });
export const DisputeSettings = z.object({ escalate_days: days, answer_days: days, decide_days: days });
export type DisputeSettings = z.infer<typeof DisputeSettings>;
