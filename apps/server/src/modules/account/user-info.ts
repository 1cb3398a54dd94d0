import { DEFAULT_LANGUAGE, displayCurrencyOf, isLanguageCode, languageOf, type UserInfo } from '@tradewind/contract';
import type { UserRow } from '../../db/schema/index.js';

export const toUserInfo = (row: UserRow): UserInfo => ({
  id: row.id,
  account: row.account,
  email: row.email,
  mobile: row.mobile,
  familyName: row.familyName,
  givenName: row.givenName,
  role: row.role,
  balance_cents: row.balanceCents,
  has_pay_password: row.payPasswordHash !== null,
  lang: languageOf(isLanguageCode(row.lang) ? row.lang : DEFAULT_LANGUAGE),
  currency: displayCurrencyOf(row.currency, row.lang),
  created_at: row.createdAt.toISOString(),
});
