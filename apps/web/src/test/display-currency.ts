import { removeCookie, writeCookie } from '@/lib/cookies';
import { CURRENCY_COOKIE, type CurrencyCode } from '@tradewind/contract';
import { rereadCurrencyCookie } from '@/api/display-currency';

/** As if the buyer had chosen `currency` on this device (the cookie), or, with none, had chosen nothing. */
export function setCurrencyCookie(currency?: CurrencyCode): void {
  if (currency) writeCookie(CURRENCY_COOKIE, currency, { path: '/' });
  else removeCookie(CURRENCY_COOKIE);
  rereadCurrencyCookie();
}
