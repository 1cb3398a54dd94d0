import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session-reset';
import { testUser } from '@/test/test-user';

/** The real entry point: main.tsx with the real route table, guard, layout and the screens behind them. */
describe('main', () => {
  let server: ReturnType<typeof fakeHttp>;
  beforeAll(async () => {
    await resetSession();
    server = fakeHttp({ 'POST /api/user/login': ok({ userinfo: { ...testUser, token: 'fresh' } }) });
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/profile');
    await import('./main');
  });
  afterAll(() => server.restore());

  it('sends a visitor from a protected page to the login, then back after logging in', async () => {
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fprofile');
    expect(await screen.findByText('Please login first')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log in · Tradewind'));

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/profile'), { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('My account · Tradewind'));
    expect(server.calls('POST /api/user/login')[0].body).toEqual({ account: 'ada', password: 'secret-1' });
  });
});
