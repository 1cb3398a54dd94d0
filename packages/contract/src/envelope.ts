import { z } from 'zod';
import { ResponseCode } from './response-code.js';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.literal(ResponseCode.Success),
    msg: z.string(),
    time: z.number().int(),
    data,
  });

export const ErrorEnvelope = z.object({
  code: z.union([z.literal(ResponseCode.Failure), z.literal(ResponseCode.LoginExpired)]),
  msg: z.string(),
  time: z.number().int(),
  error: z.string(),
  data: z.null(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export type Envelope<T> = { code: number; msg: string; time: number; data: T; error?: string };

/**
 * A page of a list. `total` is how many match, counted up to 10,000 for the public catalogue lists (ADR 006) and
 * as of the shared answer the page comes from, at most two seconds old (ADR 013); `page * limit < total` tells
 * whether another page follows.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
