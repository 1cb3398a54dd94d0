import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PAY_CODE_MAX_LENGTH, PAY_CODE_MIN_LENGTH } from './constants.js';

/**
 * SPEC §5 rules, written once. Each message is an i18n key (see messages/): the server translates it into
 * the caller's `msg`, the app shows it under the field.
 */
export const V = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  email: 'validation.email',
  mobile: 'validation.mobile',
  account: 'validation.account',
  passwordMin: 'validation.passwordMin',
  payCodeDigits: 'validation.payCodeDigits',
  payCodeMin: 'validation.payCodeMin',
  newPasswordSame: 'validation.newPasswordSame',
  confirmMismatch: 'validation.confirmMismatch',
  resetCode: 'validation.resetCode',
  invalid: 'validation.invalid',
} as const;

/** A row's id in a body: a JSON integer above 0 (no strings, no coercion). */
export const positiveId = z.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid });

export const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });

/** What an operator types into a list's search box: part of a name, a code, a number. */
export const searchKeyword = z.string().trim().max(100, { error: V.tooLong }).optional();

export const accountName = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, { error: V.account });

export const email = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(254, { error: V.tooLong })
  .pipe(z.email({ error: V.email }))
  .transform((value) => value.toLowerCase());

/** International format, e.g. +33 6 12 34 56 78; spaces and dashes are allowed. */
export const mobile = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(32, { error: V.tooLong })
  .refine((value) => isValidPhoneNumber(value), { error: V.mobile });

export const password = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN_LENGTH, { error: V.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong });

/** Login accepts any stored password: the length rule is for choosing one, not for typing it. */
export const anyPassword = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong });

export const payCode = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .regex(/^\d*$/, { error: V.payCodeDigits })
  .min(PAY_CODE_MIN_LENGTH, { error: V.payCodeMin })
  .max(PAY_CODE_MAX_LENGTH, { error: V.tooLong });

export const personName = requiredText(50);
