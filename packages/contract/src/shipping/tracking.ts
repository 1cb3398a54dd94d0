import { z } from 'zod';
import { V, optionalText, positiveBigId, requiredText } from '../validation.js';
import { EVENT_CLOCK_SKEW_MS, ShippingV, TRACKING_STAGES } from './stages.js';

/** One tracking update: `text` and `location` as ever, and the stage it marks (null for a plain note). */
export const LogisticsEvent = z.object({
  text: z.string(),
  location: z.string().nullable(),
  at: z.string(),
  stage: z.enum(TRACKING_STAGES).nullable(),
});
export type LogisticsEvent = z.infer<typeof LogisticsEvent>;

/**
 * POST /api/admin/order_logistics: `id`, `text` and `location` as before, now with an optional `stage` and the
 * time it happened (`at`, default now). A stage may stand alone; an update without one needs its text.
 */
export const LogisticsBody = z
  .object({
    id: positiveBigId,
    text: requiredText(200, { multiline: true }).optional(),
    location: optionalText(80).optional(),
    stage: z.enum(TRACKING_STAGES, { error: V.invalid }).optional(),
    at: z.iso
      .datetime({ offset: true, error: V.invalid })
      .refine((at) => Date.parse(at) <= Date.now() + EVENT_CLOCK_SKEW_MS, { error: ShippingV.eventInFuture })
      .optional(),
  })
  .refine((b) => b.stage !== undefined || b.text !== undefined, { error: ShippingV.stageOrText, path: ['text'] });
export type LogisticsBody = z.input<typeof LogisticsBody>;
