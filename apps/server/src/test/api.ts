import type { InjectOptions } from 'fastify';
import type { RegisterBody } from '@tradewind/contract';
import type { App } from '../app.js';

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  lang?: string;
  headers?: Record<string, string>;
  /** The caller's address (app.inject's default is 127.0.0.1). */
  remoteAddress?: string;
}

/** One call through app.inject; answers the HTTP status and the parsed envelope. */
export async function call(app: App, method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.token = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const request: InjectOptions = { method, url, headers, query: options.query, remoteAddress: options.remoteAddress };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

let counter = 0;
export function newBuyer(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  const id = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    account: `buyer${id}`,
    password: 'secret-pass-1',
    email: `buyer${id}@example.com`,
    mobile: '+33612345678',
    familyName: 'Durand',
    givenName: 'Camille',
    ...overrides,
  };
}

/** Registers a buyer and answers its token with the body it registered with. */
export async function registerBuyer(app: App, overrides: Partial<RegisterBody> = {}, remoteAddress?: string) {
  const body = newBuyer(overrides);
  const res = await call(app, 'POST', '/api/user/register', { body, remoteAddress });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { ...body, token: res.body.data.userinfo.token as string, id: res.body.data.userinfo.id as number };
}
