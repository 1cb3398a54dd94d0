import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { http } from '@/test/http.mock';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import ForgotPasswordScreen from './forgot-password-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));
vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

describe('forgot password screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    http.post.mockResolvedValue(null);
  });

  it('checks the email before sending a code', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, '/forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends a code, then resets the password with it', async () => {
    const { user, location } = renderScreen(<ForgotPasswordScreen />, '/forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(http.post).toHaveBeenCalledWith(AccountApi.sendResetCode, { email: 'ada@example.com' }, { noToken: true });

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(code, '12345');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(http.post).toHaveBeenLastCalledWith(
      AccountApi.resetByCode,
      { email: 'ada@example.com', code: '123456', newpassword: 'newpass1', renewpassword: 'newpass1' },
      { noToken: true },
    );
    expect(toast.success).toHaveBeenLastCalledWith('Your password has been reset, please log in');
  });
});
