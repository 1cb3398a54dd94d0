import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, TOKEN_HEADER } from '@tradewind/contract';
import { sessionStore } from '@/api/session-store';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { testUser } from '@/test/test-user';
import { renderScreen } from '@/test/render-screen';
import RegisterScreen from './register-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const REGISTER = `POST ${AccountApi.register}`;
const data = { userinfo: { ...testUser, token: 't' } };
let server: ReturnType<typeof fakeHttp>;

type Form = Partial<
  Record<'Account' | 'Email' | 'Mobile number' | 'Family name' | 'Given name' | 'Password' | 'Confirm password', string>
>;
const valid: Form = {
  Account: 'ada_l',
  Email: 'Ada@Example.com',
  'Mobile number': '+33 6 12 34 56 78',
  'Family name': 'Lovelace',
  'Given name': 'Ada',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

async function fill(form: Form) {
  const view = renderScreen(<RegisterScreen />, '/register');
  for (const [label, value] of Object.entries(form))
    if (value) await view.user.type(screen.getByLabelText(label), value);
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

describe('register screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    // A token left on the device must not go with the registration.
    sessionStore.setToken('stale-token');
    server = fakeHttp({ [REGISTER]: ok(data) });
  });
  afterEach(() => {
    server.restore();
    sessionStore.clear();
  });

  it('shows the invalid email, mobile, short password and mismatched confirmation', async () => {
    await fill({ ...valid, Email: 'ada@', 'Mobile number': '12345', Password: '123', 'Confirm password': '1234' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid mobile number/)).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The confirmation does not match')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('never changes a message when a field is left: a message goes as its field is corrected', async () => {
    const { user } = await fill({ ...valid, Email: 'nina@@example' });
    const message = 'Please enter a valid email address';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nina@example.com');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), 'x');
    await user.tab();
    expect(screen.queryByText(/Please enter a valid mobile number/)).not.toBeInTheDocument();
  });

  it('registers, logs in and opens the profile', async () => {
    const view = await fill(valid);
    await waitFor(() => expect(view.location()).toBe('/profile'));
    const [register] = server.calls(REGISTER);
    expect(register.body).toEqual({
      account: 'ada_l',
      email: 'ada@example.com',
      mobile: '+33 6 12 34 56 78',
      familyName: 'Lovelace',
      givenName: 'Ada',
      password: 'secret1',
    });
    expect(register.headers[TOKEN_HEADER]).toBeUndefined();
    expect(session.login).toHaveBeenCalledWith(data);
  });

  it('puts the server field messages under their fields', async () => {
    server.restore();
    server = fakeHttp({
      [REGISTER]: fail(400, 'Please check', 'VALIDATION', 0, { account: 'This account name is already taken' }),
    });
    const view = await fill(valid);
    expect(await screen.findByText('This account name is already taken')).toBeInTheDocument();
    expect(view.location()).toBe('/register');
  });
});
