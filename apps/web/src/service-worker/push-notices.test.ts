import { describe, expect, it } from 'vitest';
import {
  OPEN_SCREEN,
  notificationOptions,
  openNoticeScreen,
  readPushedNotice,
  routeOnNoticeTap,
  safeScreen,
} from './push-notices';

const data = (value: unknown) => ({ json: () => value });

describe('notices pushed while the app is closed', () => {
  it('shows the server’s words in the buyer’s language with the product’s picture and the screen to open', () => {
    const notice = readPushedNotice(
      data({
        id: 9,
        kind: 'price_dropped',
        title: 'Baisse de prix',
        body: 'Nimbus : 399,00 $US → 339,00 $US.',
        image: '/uploads/p4a.svg',
        url: '/detail/4',
        tag: 'product-4',
        lang: 'fr',
      }),
    )!;
    expect(notificationOptions(notice)).toMatchObject({
      body: 'Nimbus : 399,00 $US → 339,00 $US.',
      lang: 'fr',
      tag: 'product-4',
      image: '/uploads/p4a.svg',
      data: { url: '/detail/4' },
    });
  });

  it('opens only a screen of this app', () => {
    expect(safeScreen('/orderInfo/41')).toBe('/orderInfo/41');
    expect(safeScreen('https://evil.example/')).toBe('/notification');
    expect(safeScreen('//evil.example/x')).toBe('/notification');
    expect(safeScreen('javascript:alert(1)')).toBe('/notification');
  });

  it('a push it cannot read is still shown, as a plain notice', () => {
    expect(readPushedNotice(data('nope'))).toBeUndefined();
    expect(
      readPushedNotice({
        json: () => {
          throw new Error('not JSON');
        },
      }),
    ).toBeUndefined();
  });

  it('a tap while the app is open routes its window to the screen, and never to another site', () => {
    const worker = new EventTarget();
    const routed: string[] = [];
    routeOnNoticeTap(worker, (to) => routed.push(to));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: OPEN_SCREEN, url: '/orderInfo/12' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: OPEN_SCREEN, url: 'https://evil.example/' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    expect(routed).toEqual(['/orderInfo/12', '/notification']);
  });

  it('a tap focuses the app already open and routes it, never opening it twice; with none open, opens the screen', async () => {
    const told: unknown[] = [];
    const opened: string[] = [];
    let focused = 0;
    const app = {
      url: 'https://shop.example/home',
      postMessage: (m: unknown) => told.push(m),
      focus: async () => (focused += 1),
    };
    const other = {
      url: 'https://elsewhere.example/',
      postMessage: () => told.push('wrong window'),
      focus: async () => 0,
    };
    const clients = (windows: (typeof app)[]) => ({
      matchAll: async () => windows,
      openWindow: async (url: string) => opened.push(url),
    });
    await openNoticeScreen(clients([other, app]), 'https://shop.example', { url: '/orderInfo/12' });
    expect(told).toEqual([{ type: OPEN_SCREEN, url: '/orderInfo/12' }]);
    expect(focused).toBe(1);
    expect(opened).toEqual([]);

    await openNoticeScreen(clients([other]), 'https://shop.example', { url: '//evil.example/' });
    expect(opened).toEqual(['/notification']);
  });
});
