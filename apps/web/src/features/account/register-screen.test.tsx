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
