import { expect } from 'vitest';
import { AdminStaffApi } from '@tradewind/contract';
import type { App } from '../../app.js';
import { call } from '../../test/api.js';

let counter = 0;
/** A fresh address and account name for one invited person. */
export function newPerson() {
  counter += 1;
  const id = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { email: `staff${id}@example.com`, account: `staff${id}`, password: 'staff-pass-1' };
}

/** The session token in an answer's `tw_admin` cookie: the console's session, which the `token` header also carries. */
export const tokenOfCookie = (setCookie: unknown) => /tw_admin=([^;]*)/.exec(String(setCookie ?? ''))?.[1] ?? '';

export async function invite(app: App, operatorToken: string, email: string, shopIds: number[]) {
  const res = await call(app, 'POST', AdminStaffApi.invite, {
    token: operatorToken,
    body: { email, shop_ids: shopIds },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { code: string; link: string; invitation: { id: number } };
}

export const accept = (app: App, body: { code: string; account: string; password: string }) =>
  call(app, 'POST', AdminStaffApi.accept, { body });

/** A staff account of `shopIds`, invited by the operator and accepted: its console token. */
export async function staffOf(app: App, operatorToken: string, shopIds: number[]) {
  const person = newPerson();
  const { code } = await invite(app, operatorToken, person.email, shopIds);
  const res = await accept(app, { code, account: person.account, password: person.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...person, id: res.body.data.id as number, token: tokenOfCookie(res.headers['set-cookie']) };
}
