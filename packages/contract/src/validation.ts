import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PAY_CODE_MAX_LENGTH, PAY_CODE_MIN_LENGTH } from './constants.js';

/**
 * docs/product.md §5 rules, written once. Each message is an i18n key (see messages/): the server translates it into
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
  controlChars: 'validation.controlChars',
} as const;

/** C0 and C1 control characters and DEL: the database refuses NUL, and none of them is text a person types. */
const CONTROL = /\p{Cc}/u;
/** Multi-line text keeps its tabs and line breaks. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Every string a request carries starts here (docs/product.md §5): a control character is a 400 naming the field, never a
 * database error. `multiline` lets tab and line breaks through, for text typed in a text area.
 */
export const textInput = ({ error, multiline = false }: { error?: string; multiline?: boolean } = {}) => {
  const control = multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return z.string(error ? { error } : undefined).refine((value) => !control.test(value), { error: V.controlChars });
};

/**
 * The largest id each kind of id column holds: `integer` (serial) ids end at 2³¹−1; `bigint` (bigserial) ones go
 * further than a JavaScript number does exactly, so they end at 2⁵³−1. A larger id would be a database error (a
 * 500), never a row: every id a request carries is bounded here, by its column's type.
 */
export const ID_MAX = { integer: 2 ** 31 - 1, bigint: Number.MAX_SAFE_INTEGER } as const;

const bodyId = (max: number) =>
  z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(max, { error: V.invalid });
const textId = (max: number) =>
  z.coerce
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .max(max, { error: V.invalid });

/** A row's id in a body, of an `integer` column (catalogue, networks, promo codes): a JSON integer, no coercion. */
export const positiveId = bodyId(ID_MAX.integer);
/** A row's id in a body, of a `bigint` column (users, orders, addresses, bag lines, refunds, wallet records). */
export const positiveBigId = bodyId(ID_MAX.bigint);
/** The same in a query string, read from its text. */
export const queryId = textId(ID_MAX.integer);
export const queryBigId = textId(ID_MAX.bigint);

export const requiredText = (max: number, { multiline = false } = {}) =>
  textInput({ error: V.required, multiline }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });

/** Text that may be left empty, at most `max` characters once trimmed. */
export const optionalText = (max: number, { multiline = false } = {}) =>
  textInput({ error: V.invalid, multiline }).trim().max(max, { error: V.tooLong });

/** What an operator types into a list's search box: part of a name, a code, a number. */
export const searchKeyword = optionalText(100).optional();

export const accountName = textInput({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, { error: V.account });

export const email = textInput({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(254, { error: V.tooLong })
  .pipe(z.email({ error: V.email }))
  .transform((value) => value.toLowerCase());

/** International format, e.g. +33 6 12 34 56 78; spaces and dashes are allowed. */
export const mobile = textInput({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(32, { error: V.tooLong })
  .refine((value) => isValidPhoneNumber(value), { error: V.mobile });

export const password = textInput({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN_LENGTH, { error: V.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong });

/** Login accepts any stored password: the length rule is for choosing one, not for typing it. */
export const anyPassword = textInput({ error: V.required })
  .min(1, { error: V.required })
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong });

export const payCode = textInput({ error: V.required })
  .min(1, { error: V.required })
  .regex(/^\d*$/, { error: V.payCodeDigits })
  .min(PAY_CODE_MIN_LENGTH, { error: V.payCodeMin })
  .max(PAY_CODE_MAX_LENGTH, { error: V.tooLong });

export const personName = requiredText(50);
