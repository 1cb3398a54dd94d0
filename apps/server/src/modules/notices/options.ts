import webpush from 'web-push';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PUSH_HOSTS } from '@tradewind/contract';
import { DEFAULT_PRICE_DROP_PERCENT } from './price-watch.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** How notices leave the app (decision 055). */
export interface NoticeOptions {
  /** A drop smaller than this share of the saved price sends no notice (PRICE_DROP_PERCENT). */
  priceDropPercent: number;
  /** Push services a subscription may name: host names (`*.` for any sub-domain), https only; or an `http://` origin. */
  pushHosts: readonly string[];
  vapid: VapidKeys;
  /** The contact the push services see in the VAPID claim. */
  vapidSubject: string;
  /** How often this process sends what is queued; 0 (tests) runs no loop, a test ticks it. */
  intervalMs: number;
}

export function noticeOptions(given: Partial<NoticeOptions> = {}): NoticeOptions {
  return {
    priceDropPercent: given.priceDropPercent ?? DEFAULT_PRICE_DROP_PERCENT,
    pushHosts: given.pushHosts ?? DEFAULT_PUSH_HOSTS,
    vapid: given.vapid ?? webpush.generateVAPIDKeys(),
    vapidSubject: given.vapidSubject ?? 'mailto:no-reply@tradewind.shop',
    intervalMs: given.intervalMs ?? 0,
  };
}

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else `<dataDir>/vapid.json`, made once
 * with mode 0600 like the other keys there. A new pair would silently end every device's subscription.
 */
export function loadVapidKeys(dataDir: string, publicKey?: string, privateKey?: string): VapidKeys {
  if (publicKey && privateKey) return { publicKey, privateKey };
  const file = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
}

/** Whether a subscription's endpoint is one of the allowed push services: the server calls nothing else. */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return hosts.some((entry) => {
    if (entry.startsWith('http://') || entry.startsWith('https://')) return url.origin === new URL(entry).origin;
    if (url.protocol !== 'https:' || url.port !== '') return false;
    if (entry.startsWith('*.')) return url.hostname.endsWith(entry.slice(1)) && url.hostname.length > entry.length - 1;
    return url.hostname === entry;
  });
}
