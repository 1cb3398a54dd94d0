import sharp from 'sharp';
import { WalletApi } from '@tradewind/contract';
import type { App } from '../../app.js';
import { QUIET_HEADER, QUIET_KEY } from '../../lib/quiet-requests.js';

export interface Api {
  /** `data` of a 200 answer; anything else stops the seeding with the call and the error key (never a body sent). */
  <T = unknown>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<T>;
  /** Uploads a picture as the token's owner; answers its stored URL. */
  upload(token: string, png: Buffer): Promise<string>;
}

/** The app's own HTTP API through `app.inject`: every rule, the ledger and the notifications apply as for a person. */
export function apiOf(app: App): Api {
  const send = async <T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, [QUIET_HEADER]: QUIET_KEY },
      // Not a visitor's address: the demo shoppers it registers leave the visitors' registration limit whole.
      remoteAddress: 'demo-seed',
      payload: payload as never,
    });
    const answer = res.json() as { data: T; error?: string; fields?: Record<string, string> };
    if (res.statusCode !== 200) {
      const fields = answer.fields ? ` ${Object.keys(answer.fields).join(', ')}` : '';
      throw new Error(
        `demo activity: ${method} ${url.split('?')[0]} answered ${res.statusCode} ${answer.error}${fields}`,
      );
    }
    return answer.data;
  };
  const api = (<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    send<T>(method, url, token ? { token } : {}, body)) as Api;
  api.upload = async (token, png) =>
    (await send<{ url: string }>('POST', WalletApi.upload, { token, 'content-type': 'image/png' }, png)).url;
  return api;
}

/**
 * A real PNG, drawn here: a paper slip with a header band and ruled lines, tinted per use, so the operator's
 * evidence and proof previews show a picture rather than a blank square.
 */
export async function slipPicture(tint: { r: number; g: number; b: number }, lines = 6) {
  const rows = Array.from(
    { length: lines },
    (_, i) => `<rect x="40" y="${120 + i * 34}" width="${260 + ((i * 53) % 140)}" height="12" rx="6" fill="#c9ced6"/>`,
  ).join('');
  const color = `rgb(${tint.r},${tint.g},${tint.b})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect x="16" y="16" width="448" height="328" rx="14" fill="#ffffff"/>
    <rect x="16" y="16" width="448" height="72" rx="14" fill="${color}"/>
    <circle cx="418" cy="300" r="26" fill="none" stroke="${color}" stroke-width="6"/>${rows}</svg>`;
  return sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 236, g: 239, b: 243 } } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}
