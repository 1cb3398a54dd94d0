import { createBrowserHistory, createMemoryHistory, type RouterHistory } from './history';
import { flattenRoutes, matchRoutes, type RouteMatch } from './match';
import type { Location, NavigateOptions, RouteObject, To } from './types';

export type NavigationState = 'idle' | 'loading';

export type RouterState = {
  location: Location;
  matches: RouteMatch[];
  navigation: { state: NavigationState };
  /** What a loader, a screen's chunk or a screen threw; shown by the nearest errorElement. */
  error: unknown;
  initialized: boolean;
};

/** A loader's answer that sends the navigation elsewhere (thrown or returned). */
export class Redirect {
  constructor(readonly to: string) {}
}
export const redirect = (to: string) => new Redirect(to);

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Location>) =>
  pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + (hash ?? '');

export function resolveTo(to: To, from: Location): string {
  if (typeof to !== 'string')
    return createPath({ pathname: to.pathname ?? from.pathname, search: to.search, hash: to.hash });
  if (to.startsWith('/')) return to;
  if (to.startsWith('?') || to.startsWith('#')) return from.pathname + to;
  return `${from.pathname.replace(/\/$/, '')}/${to}`;
}

const MAX_REDIRECTS = 10;

/**
 * A data router in react-router's manner, small enough for the first screen: before a navigation is shown,
 * every matched route's loader runs (the session guard) and every lazy screen is loaded; meanwhile the
 * previous screen stays and `navigation.state` is 'loading' (the progress bar). A newer navigation wins.
 */
export class Router {
  state: RouterState;
  private readonly branches;
  private readonly listeners = new Set<() => void>();
  private pending = 0;
  private readonly unlisten: () => void;
  readonly ready: Promise<void>;

  constructor(
    readonly routes: RouteObject[],
    private readonly history: RouterHistory,
  ) {
    this.branches = flattenRoutes(routes);
    const location = history.location;
    this.state = {
      location,
      matches: this.match(location.pathname),
      navigation: { state: 'idle' },
      error: null,
      initialized: false,
    };
    this.unlisten = history.listen((next) => void this.load(next, 'pop'));
    // Nothing to wait for (a test's plain screen): shown at once, as a plain router would.
    const waits = this.state.matches.some(({ route }) => route.loader || route.lazy);
    if (waits) this.ready = this.load(location, 'initial');
    else {
      this.state.initialized = true;
      this.ready = Promise.resolve();
    }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose() {
    this.unlisten();
    this.listeners.clear();
  }

  navigate = (to: To | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') {
      this.history.go(to);
      return Promise.resolve();
    }
    const href = resolveTo(to, this.state.location);
    return this.load(
      { ...parseLocation(href), state: options.state ?? null, key: '' },
      options.replace ? 'replace' : 'push',
    );
  };

  /** Starts loading the screen behind a path (on a finger's touch, before the tap ends). */
  preload(href: string): void {
    for (const { route } of this.match(parseLocation(href).pathname)) void loadLazy(route).catch(() => {});
  }

  private match(pathname: string): RouteMatch[] {
    return matchRoutes(this.branches, pathname) ?? [];
  }

  private set(patch: Partial<RouterState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private async load(target: Location, mode: 'initial' | 'pop' | 'push' | 'replace', redirects = 0): Promise<void> {
    const id = ++this.pending;
    const matches = this.match(target.pathname);
    if (this.state.initialized) this.set({ navigation: { state: 'loading' } });
    let error: unknown = null;
    let redirectTo: string | null = null;
    try {
      const url = new URL(createPath(target), window.location.origin).href;
      // The loaders first (the guard may send the visitor to /login), then the screens' chunks.
      const lazy = Promise.all(matches.map(({ route }) => loadLazy(route)));
      lazy.catch(() => {});
      for (const { route, params } of matches) {
        const answer = route.loader ? await route.loader({ request: { url }, params }) : null;
        if (answer instanceof Redirect) {
          redirectTo = answer.to;
          break;
        }
      }
      if (redirectTo === null) await lazy;
    } catch (thrown) {
      if (thrown instanceof Redirect) redirectTo = thrown.to;
      else error = thrown;
    }
    if (id !== this.pending) return;
    if (redirectTo !== null && redirects < MAX_REDIRECTS) {
      const next = { ...parseLocation(resolveTo(redirectTo, target)), state: null, key: '' };
      // A redirect takes the place of the entry that asked for it.
      return this.load(next, mode === 'push' ? 'push' : 'replace', redirects + 1);
    }
    let location = target;
    if (mode === 'push') location = this.history.push(createPath(target), { state: target.state });
    else if (mode === 'replace' || target.key === '')
      location = this.history.replace(createPath(target), { state: target.state });
    this.set({ location, matches, error, navigation: { state: 'idle' }, initialized: true });
  }
}

const parseLocation = (href: string) => {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

async function loadLazy(route: RouteObject): Promise<void> {
  if (!route.lazy) return;
  const load = route.lazy;
  const loaded = await load();
  if (route.lazy === load) {
    Object.assign(route, loaded);
    route.lazy = undefined;
  }
}

export const createBrowserRouter = (routes: RouteObject[]) => new Router(routes, createBrowserHistory());
export const createMemoryRouter = (routes: RouteObject[], { initialEntries }: { initialEntries?: string[] } = {}) =>
  new Router(routes, createMemoryHistory(initialEntries));
