import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** What a screen shows while its part or its data is on the way. */
const LOADING = '[aria-busy="true"], .skeleton-box, .page-loading, .adm-skeleton';
/** Requests a screen waits for before it is drawn (pictures come in as they are scrolled to, and are not). */
const AWAITED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
/** The buyer's live updates (decision 030): a request that stays open as long as the app, never part of a screen. */
const LIVE_STREAM = '/api/user/live_events';
/** How long nothing may be on the way before the screen counts as drawn. */
const QUIET_MS = 250;

/**
 * Follows the page's requests and gives a `settled()` that waits until the screen has drawn its data: no request
 * of a script, style or data on its way for a quarter of a second, no skeleton, spinner or busy region left. The
 * audit and the measures read the finished screen, not its placeholders. (Playwright's 'networkidle' waits half a
 * second after the last request of any kind; this is the same idea, shorter, and blind to pictures.)
 */
export function screenWatch(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (AWAITED.has(request.resourceType()) && new URL(request.url()).pathname !== LIVE_STREAM) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));

  return async function settled() {
    let quietSince = 0;
    await expect
      .poll(
        async () => {
          if (pending.size > 0 || (await page.locator(LOADING).count()) > 0) {
            quietSince = 0;
            return false;
          }
          quietSince ||= Date.now();
          return Date.now() - quietSince >= QUIET_MS;
        },
        { message: `${page.url()} finishes loading`, timeout: 20_000, intervals: [50] },
      )
      .toBe(true);
  };
}

/**
 * Every axe-core violation on the page, of any impact and every rule axe runs by default, one line each: rule,
 * impact, the elements it names. Legacy mode runs axe in the page itself: the app has no frames, and the default
 * mode's extra blank page to gather the frames' results doubled each audit's time.
 */
export async function axeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
