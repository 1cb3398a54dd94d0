import type { APIRequestContext, Page } from '@playwright/test';
import { AUTH_COOKIE } from '@tradewind/contract';
import { api, operatorToken } from './api';

/** The buyer's session token as the app keeps it (its cookie), to act for the buyer through the real API. */
export async function pageToken(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE);
  return decodeURIComponent(cookie!.value);
}

type Destination =
  | { type: 'bank'; bank_name: string; card_number: string; holder: string }
  | { type: 'chain'; network_id: number; address: string };

/**
 * A payout destination saved in the buyer's address book and usable now: saved through the buyer's API, then its
 * wait ended by the operator (as support does once the buyer confirmed it), for journeys about something else.
 */
export async function readyDestination(request: APIRequestContext, token: string, destination: Destination) {
  const saved = await api<{ id: number }>(request, 'post', '/api/user/withdraw_account_add', {
    token,
    body: destination,
  });
  await api(request, 'post', '/api/admin/destination_release', {
    token: await operatorToken(request),
    body: { id: saved.id },
  });
  return saved;
}
