import { z } from 'zod';
import { V, optionalText, positiveId, requiredText, textInput } from '../validation.js';

/**
 * The currencies a buyer may pay a manual top-up in (ISO 4217). The balance is in dollars; the operator credits
 * what arrived, in dollars. A currency is offered only while the operator keeps an enabled receiving account in it.
 */
export const TRANSFER_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'IDR',
  'TWD',
  'TRY',
  'JPY',
  'KRW',
  'THB',
  'VND',
  'CNY',
] as const;
export type TransferCurrency = (typeof TRANSFER_CURRENCIES)[number];

/** Transfer (manual top-up) messages. */
export const TV = {
  currency: 'validation.currency',
  noReceivingAccount: 'validation.noReceivingAccount',
  accountNumber: 'validation.accountNumber',
  swift: 'validation.swift',
  reference: 'validation.reference',
} as const;

/** The platform's bank account for one currency, as the buyer reads it to pay a manual top-up. */
export const ReceivingAccount = z.object({
  id: z.number().int(),
  currency: z.enum(TRANSFER_CURRENCIES),
  bank_name: z.string(),
  holder: z.string(),
  /** The account number, or the IBAN where the bank uses one. */
  account_number: z.string(),
  /** SWIFT/BIC, for a transfer from abroad. */
  swift: z.string().nullable(),
  /** A routing number, sort code or branch code, where the currency's banks need one. */
  routing: z.string().nullable(),
  /** Anything else the payer must know, in the operator's words. */
  note: z.string().nullable(),
});
export type ReceivingAccount = z.infer<typeof ReceivingAccount>;

export const AdminReceivingAccount = ReceivingAccount.extend({
  enabled: z.boolean(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminReceivingAccount = z.infer<typeof AdminReceivingAccount>;

/** Letters and digits, spaces allowed between groups (an IBAN is written in fours). */
const accountNumber = textInput({ error: TV.accountNumber })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' ').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9](?:[A-Z0-9 -]{2,40})[A-Z0-9]$/, { error: TV.accountNumber }));
/** SWIFT/BIC: 8 or 11 characters (bank, country, place, branch); empty when none. */
const swift = textInput({ error: TV.swift })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, { error: TV.swift }));

/** Add or edit a receiving account; one per currency. */
export const ReceivingAccountSaveBody = z.object({
  id: positiveId.optional(),
  currency: z.enum(TRANSFER_CURRENCIES, { error: TV.currency }),
  bank_name: requiredText(80),
  holder: requiredText(80),
  account_number: accountNumber,
  swift: swift.default(''),
  routing: optionalText(40).default(''),
  note: optionalText(200, { multiline: true }).default(''),
  enabled: z.boolean({ error: V.invalid }),
});
export type ReceivingAccountSaveBody = z.input<typeof ReceivingAccountSaveBody>;

/**
 * The reference a buyer quotes on a manual transfer, so the operator can match it: "TW" and 8 characters with none
 * that reads like another (no 0, 1, I, L, O). Issued by the server, one per top-up.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PREFIX = 'TW';
export const REFERENCE_LENGTH = 8;
export const rechargeReference = textInput({ error: TV.reference })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^TW[2-9A-HJKMNP-Z]{8}$/, { error: TV.reference }));

/** POST /api/user/recharge_reference: the reference to quote on the next manual top-up. */
export const RechargeReferenceData = z.object({ reference: z.string() });
export type RechargeReferenceData = z.infer<typeof RechargeReferenceData>;
