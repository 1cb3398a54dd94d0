import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { ApiError } from '@/api/api-error';
import { http } from '@/test/http.mock';
import { resetSession, session } from '@/test/session.mock';
import { testUser } from '@/test/test-user';
import { renderScreen } from '@/test/render-screen';
import RegisterScreen from './register-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));
vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

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
  });

  it('shows the invalid email, mobile, short password and mismatched confirmation', async () => {
    await fill({ ...valid, Email: 'ada@', 'Mobile number': '12345', Password: '123', 'Confirm password': '1234' });
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid mobile number/)).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The confirmation does not match')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows a field message on blur', async () => {
    const { user } = renderScreen(<RegisterScreen />, '/register');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('registers, logs in and opens the profile', async () => {
    const data = { userinfo: { ...testUser, token: 't' } };
    http.post.mockResolvedValue(data);
    const view = await fill(valid);
    await waitFor(() => expect(view.location()).toBe('/profile'));
    expect(http.post).toHaveBeenCalledWith(
      AccountApi.register,
      {
        account: 'ada_l',
        email: 'ada@example.com',
        mobile: '+33 6 12 34 56 78',
        familyName: 'Lovelace',
        givenName: 'Ada',
        password: 'secret1',
      },
      { noToken: true },
    );
    expect(session.login).toHaveBeenCalledWith(data);
  });

  it('puts the server field messages under their fields', async () => {
    http.post.mockRejectedValue(
      new ApiError('Please check', {
        code: 0,
        key: 'VALIDATION',
        fields: { account: 'This account name is already taken' },
      }),
    );
    const view = await fill(valid);
    expect(await screen.findByText('This account name is already taken')).toBeInTheDocument();
    expect(view.location()).toBe('/register');
  });
});
