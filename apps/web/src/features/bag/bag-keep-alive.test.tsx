import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { CartApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession, signIn } from '@/test/session-reset';
import { bagOf, cable, HARBOUR, phone, VOLT } from './bag.test-data';
import BagScreen from './bag-screen';

const table = [
  testRoute('/home', () => <h2>Home screen</h2>, { tab: 'home' }),
  testRoute('/bag', BagScreen, { tab: 'bag', keepAlive: true }),
  testRoute('/checkout', () => <h2>Checkout screen</h2>),
];
const LIST = `GET ${CartApi.list}`;
let server: ReturnType<typeof fakeHttp>;

beforeEach(async () => {
  await resetSession();
  signIn();
});
afterEach(() => server.restore());

describe('the bag, kept alive', () => {
  it('reads the bag again when the buyer comes back, so ordered items are gone and the badge agrees', async () => {
    server = fakeHttp({
      [LIST]: [ok(bagOf([VOLT, [phone]], [HARBOUR, [cable]])), ok(bagOf([HARBOUR, [{ ...cable, selected: false }]]))],
      [`GET ${CartApi.count}`]: ok({ count: 2 }),
    });
    const app = renderApp(table, '/bag');
    expect(await screen.findByRole('link', { name: 'Aurora Phone' })).toBeInTheDocument();
    await act(() => app.router.navigate('/checkout'));
    await screen.findByText('Checkout screen');
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Aurora Phone' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Braided Cable' })).toBeVisible();
    expect(server.calls(LIST)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();
  });
});
