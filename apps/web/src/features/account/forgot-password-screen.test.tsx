import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, TOKEN_HEADER } from '@tradewind/contract';
import { sessionStore } from '@/api/session-store';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import ForgotPasswordScreen from './forgot-password-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const SEND_CODE = `POST ${AccountApi.sendResetCode}`;
const RESET = `POST ${AccountApi.resetByCode}`;
let server: ReturnType<typeof fakeHttp>;

describe('forgot password screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    // A token left on the device must not go with these calls.
    sessionStore.setToken('stale-token');
    server = fakeHttp({ [SEND_CODE]: ok(), [RESET]: ok() });
  });
  afterEach(() => {
    server.restore();
    sessionStore.clear();
  });

  it('checks the email before sending a code', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, '/forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends a code, then resets the password with it', async () => {
    const { user, location } = renderScreen(<ForgotPasswordScreen />, '/forgotPassword');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const [sendCode] = server.calls(SEND_CODE);
    expect(sendCode.body).toEqual({ email: 'ada@example.com' });
    expect(sendCode.headers[TOKEN_HEADER]).toBeUndefined();

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
    const resets = server.calls(RESET);
    expect(resets.map((request) => request.body)).toEqual([
      { email: 'ada@example.com', code: '123456', newpassword: 'newpass1', renewpassword: 'newpass1' },
    ]);
    expect(resets[0].headers[TOKEN_HEADER]).toBeUndefined();
    expect(toast.success).toHaveBeenLastCalledWith('Your password has been reset, please log in');
  });
});
