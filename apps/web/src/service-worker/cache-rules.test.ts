import { describe, expect, it } from 'vitest';
import {
  PERSONAL_CACHE_PREFIX,
  isCachedApiRead,
  isFresh,
  isKeptPersonalAnswer,
  isPublicPicture,
  isSharedAnswer,
  personalCacheName,
} from './cache-rules';

const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });
const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('what the service worker keeps', () => {
  it('keeps public pictures, never a buyer’s private upload', () => {
    const at = (path: string) => new URL(path, 'https://shop.example');
    expect(isPublicPicture(at('/uploads/catalogue/shop-1-logo.svg'))).toBe(true);
    expect(isPublicPicture(at('/uploads/u/0123456789abcdef0123456789abcdef.png'))).toBe(true);
    expect(isPublicPicture(at('/uploads/private/0123456789abcdef0123456789abcdef.png'))).toBe(false);
    expect(isPublicPicture(at('/api/index/home'))).toBe(false);
  });

  it('shares only answers the server marked public', () => {
    expect(isSharedAnswer(answer(200, { 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isSharedAnswer(answer(200, { 'cache-control': 'private, no-cache' }))).toBe(false);
    expect(isSharedAnswer(answer(200, {}))).toBe(false);
    expect(isSharedAnswer(answer(404, { 'cache-control': 'public, max-age=60' }))).toBe(false);
  });

  it('keeps a buyer’s answer in their cache unless it says no-store', () => {
    expect(isKeptPersonalAnswer(answer(200, { 'cache-control': 'private, no-cache' }))).toBe(true);
    expect(isKeptPersonalAnswer(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isKeptPersonalAnswer(answer(401, {}))).toBe(false);
  });

  it('shows a kept catalogue answer before the network only within its max-age', () => {
    const date = new Date(NOW - 30_000).toUTCString();
    expect(isFresh(answer(200, { 'cache-control': 'public, max-age=60', date }), NOW)).toBe(true);
    expect(isFresh(answer(200, { 'cache-control': 'public, max-age=5', date }), NOW)).toBe(false);
    expect(isFresh(answer(200, { 'cache-control': 'public, max-age=60' }), NOW)).toBe(false);
    expect(isFresh(answer(200, { 'cache-control': 'no-cache', date }), NOW)).toBe(false);
  });

  it('answers the buyer’s API reads, never a write, the operator’s console or the live stream', () => {
    expect(isCachedApiRead(new URL('http://x/api/cart/list'), 'GET')).toBe(true);
    expect(isCachedApiRead(new URL('http://x/api/cart/add'), 'POST')).toBe(false);
    expect(isCachedApiRead(new URL('http://x/api/admin/orders'), 'GET')).toBe(false);
    expect(isCachedApiRead(new URL('http://x/uploads/u/a.png'), 'GET')).toBe(false);
    expect(isCachedApiRead(new URL('http://x/api/user/live_events'), 'GET')).toBe(false);
  });

  it('names a session’s cache by a hash of its token, one per token, never the token', async () => {
    const first = await personalCacheName('token-of-ann');
    expect(first.startsWith(PERSONAL_CACHE_PREFIX)).toBe(true);
    expect(first).not.toContain('token-of-ann');
    expect(await personalCacheName('token-of-ann')).toBe(first);
    expect(await personalCacheName('token-of-bob')).not.toBe(first);
  });
});
