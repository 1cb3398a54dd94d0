import { languageOf, type UserInfo } from '@tradewind/contract';

/** The one user of the web tests: logged in by the shell tests, shown by the screen tests. */
export const testUser: UserInfo = {
  id: 1,
  account: 'ada',
  email: 'ada@example.com',
  mobile: '+33 6 12 34 56 78',
  familyName: 'Lovelace',
  givenName: 'Ada',
  role: 'buyer',
  balance_cents: 123456,
  has_pay_password: false,
  lang: languageOf('en'),
  currency: 'USD',
  created_at: '2025-01-01T00:00:00.000Z',
};
