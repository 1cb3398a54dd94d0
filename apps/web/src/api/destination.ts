import { useQuery } from '@tanstack/react-query';
import { AddressApi, LANGUAGE_COUNTRY, type Address } from '@tradewind/contract';
import { http } from '@/api/http';
import { useSession } from '@/api/session';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Where the buyer's parcels go, for the windows shown before checkout (decision 042): the country of their default
 * address; for a visitor or a buyer without a default address, the country most readers of their language live in,
 * `estimated` so the screen says so. `country` null: a default address saved without a country (a client of the
 * specification's), which gets the shop's single window as before. Undefined while the address is being read.
 */
export type Destination = { country: string | null; estimated: boolean };

/** Under the address screens' prefix (`addresses`): saving, deleting or choosing a default refreshes it. */
export const DEFAULT_ADDRESS_KEY = ['addresses', 'default'] as const;

/** The server lists the default address first; a first address that is not the default means there is none. */
const getDefaultAddress = () =>
  http
    .get<{ list: Address[] }>(AddressApi.list, { params: { page: 1, limit: 1 }, silent: true })
    .then((page) => page.list.find((a) => a.is_default) ?? null);

export function useDestination(): Destination | undefined {
  const { i18n } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  const address = useQuery({ queryKey: DEFAULT_ADDRESS_KEY, queryFn: getDefaultAddress, enabled: signedIn });
  if (signedIn && address.isPending) return undefined;
  if (signedIn && address.data) return { country: address.data.country, estimated: false };
  return { country: LANGUAGE_COUNTRY[i18n.language], estimated: true };
}
