import type { Location, NavigateOptions } from './types';

export type HistoryListener = (location: Location) => void;

/** Where the router keeps its entries: the browser's session history, or an array in tests. */
export interface RouterHistory {
  readonly location: Location;
  push(href: string, options?: NavigateOptions): Location;
  replace(href: string, options?: NavigateOptions): Location;
  go(delta: number): void;
  /** Called when the user (or `go`) moves between entries. */
  listen(listener: HistoryListener): () => void;
}

let counter = 0;
export const createKey = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function parseHref(href: string, state: unknown = null, key = createKey()): Location {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

type Entry = { usr: unknown; key: string };

export function createBrowserHistory(): RouterHistory {
  const read = (): Location => {
    const entry = window.history.state as Entry | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const write = (method: 'pushState' | 'replaceState', href: string, options?: NavigateOptions) => {
    const location = parseHref(href, options?.state ?? null);
    window.history[method]({ usr: location.state, key: location.key } satisfies Entry, '', href);
    return location;
  };
  return {
    get location() {
      return read();
    },
    push: (href, options) => write('pushState', href, options),
    replace: (href, options) => write('replaceState', href, options),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(read());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/']): RouterHistory {
  const entries = initialEntries.map((href, index) => parseHref(href, null, index === 0 ? 'default' : createKey()));
  let index = entries.length - 1;
  const listeners = new Set<HistoryListener>();
  return {
    get location() {
      return entries[index]!;
    },
    push(href, options) {
      const location = parseHref(href, options?.state ?? null);
      entries.splice(index + 1, entries.length, location);
      index += 1;
      return location;
    },
    replace(href, options) {
      const location = parseHref(href, options?.state ?? null);
      entries[index] = location;
      return location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
