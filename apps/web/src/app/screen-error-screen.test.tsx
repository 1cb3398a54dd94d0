import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fakeHttp } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';
import type { AppRoute } from './route-types';

const screenOf = (name: string) => () => <h2>{name} screen</h2>;
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');
let server: ReturnType<typeof fakeHttp>;

function tableWith(failingOnce: Partial<AppRoute> & { path: string }): AppRoute[] {
  const screen = vi
    .fn<AppRoute['screen']>()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue({ default: screenOf('Loaded') });
  return [
    testRoute('/home', screenOf('Home'), { tab: 'home', titleKey: 'nav.home' }),
    testRoute('/bag', screenOf('Bag'), { tab: 'bag' }),
    testRoute('/profile', screenOf('Profile'), { tab: 'me' }),
    { ...testRoute(failingOnce.path, screenOf('unused'), failingOnce), screen },
  ];
}
const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

beforeEach(async () => {
  await resetSession();
  signIn();
  server = fakeHttp({});
  HTMLElement.prototype.scrollTo = vi.fn() as unknown as HTMLElement['scrollTo'];
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

it('offline, a screen whose chunk fails keeps the top bar and back button, and Try again opens it', async () => {
  const app = renderApp(tableWith({ path: '/law', titleKey: 'title.law' }), '/home');
  await screen.findByText('Home screen');
  offline(true);
  await act(() => app.router.navigate('/law'));
  expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Law and policy' })).toBeInTheDocument();

  offline(false);
  await app.user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Loaded screen')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
  expect(app.path()).toBe('/law');
});

it('offline, a tab whose chunk fails keeps the tabs', async () => {
  const app = renderApp(tableWith({ path: '/explore', tab: 'explore', titleKey: 'title.explore' }), '/home');
  await screen.findByText('Home screen');
  offline(true);
  await act(() => app.router.navigate('/explore'));
  expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
});

it('online, a screen that throws says so in its own place and offers a reload', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('boom');
  };
  const app = renderApp([testRoute('/home', screenOf('Home')), testRoute('/law', Broken, { titleKey: 'title.law' })]);
  await act(() => app.router.navigate('/law'));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});
