import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@/i18n';
import { fakeHttp } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';
import { isRouteAvailable } from '@/lib/available-routes';
import type { AppRoute } from './route-types';

const screenOf = (name: string) => () => <h2>{name} screen</h2>;
const oneTab: AppRoute[] = [
  testRoute('/home', screenOf('Home'), { titleKey: 'nav.home' }),
  testRoute('/profile', screenOf('Profile'), { tab: 'me', titleKey: 'title.profile' }),
  testRoute('/law', screenOf('Law'), { titleKey: 'title.law' }),
];
const threeTabs: AppRoute[] = [
  testRoute('/profile', screenOf('Profile'), { tab: 'me' }),
  testRoute('/bag', screenOf('Bag'), { tab: 'bag' }),
  testRoute('/home', screenOf('Home'), { tab: 'home' }),
];
let server: ReturnType<typeof fakeHttp>;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await resetSession();
  signIn();
  server = fakeHttp({});
  scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
});
afterEach(async () => {
  server.restore();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  await changeLanguage('en');
});

describe('layout', () => {
  it('sets the document title from the route after each navigation and on a language change', async () => {
    const app = renderApp(oneTab, '/law');
    await screen.findByText('Law screen');
    await waitFor(() => expect(document.title).toBe('Law and policy · Tradewind'));
    await act(() => app.router.navigate('/home'));
    await waitFor(() => expect(document.title).toBe('Home · Tradewind'));
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(document.title).toBe('Accueil · Tradewind'));
  });

  it('scrolls the app container smoothly to the top after each navigation', async () => {
    const app = renderApp(oneTab, '/law');
    await screen.findByText('Law screen');
    const container = screen.getByRole('main');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(scrollTo.mock.contexts.at(-1)).toBe(container);
    scrollTo.mockClear();
    // Content placed 100 px down inside the container: the target keeps 20 px above it in view.
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockReturnValue(100);
    await act(() => app.router.navigate('/home'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 80, behavior: 'smooth' });
  });

  it('shows a top bar with the title and a back button off the tab screens; back goes back', async () => {
    const app = renderApp(oneTab, '/home');
    await screen.findByText('Home screen');
    await act(() => app.router.navigate('/law'));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { name: 'Law and policy' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/home'));
  });

  it('back on the first page of the visit goes to the first tab', async () => {
    const app = renderApp(oneTab, '/law');
    await screen.findByText('Law screen');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.path()).toBe('/profile'));
  });

  it('a tab screen has no top bar; a single tab gives no tab bar', async () => {
    renderApp(oneTab, '/profile');
    await screen.findByText('Profile screen');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).not.toBeInTheDocument();
  });

  it('the tab bar shows the tabs whose routes exist, in order, and marks the current one', async () => {
    const app = renderApp(threeTabs, '/profile');
    await screen.findByText('Profile screen');
    const bar = screen.getByRole('navigation', { name: 'Main sections' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Bag', 'Me']);
    expect(within(bar).getByRole('link', { name: 'Me' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(within(bar).getByRole('link', { name: 'Bag' }));
    expect(await screen.findByText('Bag screen')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Bag' })).toHaveAttribute('aria-current', 'page');
  });

  it('registers the table for isRouteAvailable', () => {
    renderApp(oneTab, '/home');
    expect(isRouteAvailable('/law')).toBe(true);
    expect(isRouteAvailable('/wallet')).toBe(false);
  });
});

describe('navigation progress', () => {
  it('runs a thin progress bar while the next screen loads, and keeps the current screen until it is ready', async () => {
    let loaded!: (module: { default: () => React.ReactNode }) => void;
    const slow = {
      ...testRoute('/law', screenOf('Law')),
      screen: () => new Promise<{ default: () => React.ReactNode }>((resolve) => (loaded = resolve)),
    };
    const app = renderApp([...oneTab.filter((route) => route.path !== '/law'), slow], '/home');
    await screen.findByText('Home screen');
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
    const navigation = app.router.navigate('/law');
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByText('Home screen')).toBeInTheDocument();
    await act(async () => {
      loaded({ default: screenOf('Law') });
      await navigation;
    });
    expect(screen.getByText('Law screen')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});

describe('not found and errors', () => {
  it('an unknown path shows a friendly not-found screen with a way to the personal centre', async () => {
    const app = renderApp(oneTab, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 2 })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Tradewind');
    await app.user.click(screen.getByRole('button', { name: 'Go to my account' }));
    await waitFor(() => expect(app.path()).toBe('/profile'));
  });

  it("a screen whose chunk fails to load shows the error in the screen's place, in the shell, with a reload button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      ...testRoute('/law', screenOf('Law'), { titleKey: 'title.law' }),
      screen: () => Promise.reject(new Error('chunk')),
    };
    renderApp([broken], '/law');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Law and policy · Tradewind'));
  });
});
