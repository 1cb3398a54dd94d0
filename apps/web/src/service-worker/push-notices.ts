/**
 * Notices pushed while the app is closed (decision 055). The server words them in the buyer's language and names
 * the screen to open; this file only shows them and, on a tap, focuses an open window of the app (which routes to
 * that screen in place, with no reload) or opens one. Its rules are plain functions, tested without a worker.
 */

/** The message a tap sends to an open window of the app: route to `url`. */
export const OPEN_SCREEN = 'tradewind:open-screen';

/**
 * In the page: a tap on a notice while the app is open routes this window to the notice's screen through the app's
 * router, keeping what the app holds (no reload, no second window).
 */
export function routeOnNoticeTap(
  container: Pick<ServiceWorkerContainer, 'addEventListener'>,
  navigate: (to: string) => void,
) {
  container.addEventListener('message', (event) => {
    const data = (event as MessageEvent<{ type?: unknown; url?: unknown } | null>).data;
    if (data?.type === OPEN_SCREEN) navigate(safeScreen(data.url));
  });
}

/** What the server pushes (modules/notices/wording.ts `pushOf`); nothing secret, all of it shown. */
export interface PushedNotice {
  id: number;
  kind: string;
  title: string;
  body: string;
  image?: string;
  url: string;
  tag: string;
  lang: string;
}

/** A push the worker cannot read still shows something: the browser requires a notification for every push. */
export function readPushedNotice(data: { json(): unknown } | null | undefined): PushedNotice | undefined {
  try {
    const value = data?.json() as Partial<PushedNotice> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return undefined;
    return {
      id: Number(value.id) || 0,
      kind: String(value.kind ?? ''),
      title: value.title,
      body: value.body,
      image: typeof value.image === 'string' && value.image ? value.image : undefined,
      url: safeScreen(value.url),
      tag: String(value.tag ?? value.kind ?? 'tradewind'),
      lang: String(value.lang ?? 'en'),
    };
  } catch {
    return undefined;
  }
}

/** Only a screen of this app: a path on its own origin, never another site. */
export function safeScreen(url: unknown): string {
  return typeof url === 'string' && /^\/(?!\/)[\w\-/.?=&%]*$/.test(url) ? url : '/notification';
}

/** The notification's options: the product's picture as its image, the app's icon, the screen in its data. */
export function notificationOptions(notice: PushedNotice): NotificationOptions & { image?: string } {
  return {
    body: notice.body,
    lang: notice.lang,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...(notice.image ? { image: notice.image } : {}),
    data: { url: notice.url, id: notice.id, kind: notice.kind },
  };
}

/** What a tap needs of the worker's clients (its `self.clients`). */
export interface NoticeClients {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<ReadonlyArray<{ url: string; postMessage(message: unknown): void; focus(): Promise<unknown> }>>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a notice: a window of the app already open is focused and routes itself to the notice's screen (no
 * reload, no second window); with none open, the screen opens in a new one. A screen off this app opens the notices.
 */
export async function openNoticeScreen(clients: NoticeClients, origin: string, data: unknown): Promise<void> {
  const screen = safeScreen((data as { url?: unknown } | null)?.url);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (!open) {
    await clients.openWindow(screen);
    return;
  }
  open.postMessage({ type: OPEN_SCREEN, url: screen });
  await open.focus();
}
