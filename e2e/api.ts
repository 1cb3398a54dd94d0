import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR } from '../playwright.config';

/** What the journeys read of the catalogue API. */
export type Card = { id: number; title: string; price_cents: number; shop_id: number; shop_name: string };
export type Sku = { id: number; specs: string[]; price_cents: number; stock: number };
export type Detail = Card & {
  specs: { name: string; values: string[] }[];
  skus: Sku[];
  shop: { id: number; name: string; fans: number };
  category: { id: number; name: string };
};
export type Paged<T> = { list: T[]; total: number };
type Envelope<T> = { code: number; msg: string; data: T };

/** The `data` of a successful answer of the real API, with a session token when one is given. */
export async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  url: string,
  { token, body, lang }: { token?: string; body?: object; lang?: string } = {},
): Promise<T> {
  const response = await request[method](url, {
    headers: { ...(token ? { token } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(body ? { data: body } : {}),
  });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.code, `${url}: ${answer.msg}`).toBe(1);
  return answer.data;
}

/** Cents as the English screens show them: 45900 → "$459.00". */
export const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The operator's session token: the journeys act as the operator through the real API. */
export async function operatorToken(request: APIRequestContext) {
  const { userinfo } = await api<{ userinfo: { token: string } }>(request, 'post', '/api/user/login', {
    body: E2E_OPERATOR,
  });
  return userinfo.token;
}
