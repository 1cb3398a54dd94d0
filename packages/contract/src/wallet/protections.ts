import { z } from 'zod';
import { V, positiveBigId, positiveId, requiredText, textInput } from '../validation.js';
import { WV } from './schemas.js';

/** POST /api/user/withdraw_account_add: a destination for the address book, usable after the operator's wait. */
export const DestinationBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('bank'),
      bank_name: requiredText(64),
      card_number: textInput({ error: WV.cardNumber })
        .transform((n) => n.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{8,30}$/, { error: WV.cardNumber })),
      holder: requiredText(64),
    }),
    z.object({
      type: z.literal('chain'),
      network_id: positiveId,
      address: textInput({ error: WV.address }).trim().min(8, { error: WV.address }).max(128, { error: V.tooLong }),
    }),
  ],
  { error: V.invalid },
);
export type DestinationBody = z.input<typeof DestinationBody>;

/** A buyer's session as their Security screen lists it. */
export const SessionInfo = z.object({
  id: z.number().int(),
  browser: z.string(),
  device: z.string(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionEndBody = z.object({ id: positiveBigId });

/**
 * An address shown whole, its first and last characters set apart (the part a poisoning look-alike copies):
 * `0x12AB` · `…middle…` · `9F3e`.
 */
export function addressParts(address: string, edge = 6): { head: string; middle: string; tail: string } {
  if (address.length <= edge * 2) return { head: address, middle: '', tail: '' };
  return { head: address.slice(0, edge), middle: address.slice(edge, -edge), tail: address.slice(-edge) };
}

/** Browser and system from a user agent, plainly ("Chrome", "Android"): enough for a buyer to know a session. */
export function describeUserAgent(ua: string | null | undefined): { browser: string; device: string } {
  const s = ua ?? '';
  const browser = /Edg\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /Firefox\//.test(s)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(s)
          ? 'Chrome'
          : /Safari\//.test(s)
            ? 'Safari'
            : '';
  const device = /iPhone|iPad|iPod/.test(s)
    ? 'iOS'
    : /Android/.test(s)
      ? 'Android'
      : /Windows/.test(s)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /Linux/.test(s)
            ? 'Linux'
            : '';
  return { browser, device };
}
