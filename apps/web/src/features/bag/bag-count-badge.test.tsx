import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CartApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';

const table = [
  testRoute('/home', () => <h2>Home screen</h2>, { tab: 'home' }),
  testRoute('/bag', () => <h2>Bag screen</h2>, { tab: 'bag' }),
];
const COUNT = `GET ${CartApi.count}`;
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => resetSession());
afterEach(() => server.restore());

describe('the Bag tab badge', () => {
  it("shows a logged-in buyer's number of lines in the bag, with a spoken text", async () => {
    signIn();
    server = fakeHttp({ [COUNT]: ok({ count: 3 }) });
    renderApp(table, '/home');
    const bar = await screen.findByRole('navigation', { name: 'Main sections' });
    const link = await within(bar).findByRole('link', { name: 'Bag, 3 items' });
    expect(link).toHaveAttribute('href', '/bag');
  });

  it('shows nothing for an empty bag', async () => {
    signIn();
    server = fakeHttp({ [COUNT]: ok({ count: 0 }) });
    renderApp(table, '/home');
    await screen.findByText('Home screen');
    await screen.findByRole('navigation', { name: 'Main sections' });
    expect(server.calls(COUNT)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bag' })).toHaveTextContent(/^Bag$/);
  });

  it('asks nothing for a visitor', async () => {
    server = fakeHttp({ [COUNT]: ok({ count: 3 }) });
    renderApp(table, '/home');
    await screen.findByText('Home screen');
    expect(screen.getByRole('link', { name: 'Bag' })).toBeInTheDocument();
    expect(server.calls(COUNT)).toHaveLength(0);
  });
});
