import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import ChangePasswordScreen from './change-password-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

async function submit(old: string, next: string, confirm: string) {
  const view = renderScreen(<ChangePasswordScreen />, '/changePassword');
  await view.user.type(screen.getByLabelText('Current password'), old);
  await view.user.type(screen.getByLabelText('New password'), next);
  await view.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Change password' }));
  return view;
}

const RESET = `POST ${AccountApi.resetpwd}`;
let server: ReturnType<typeof fakeHttp>;

describe('change password screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession({});
    server = fakeHttp({ [RESET]: ok() });
  });
  afterEach(() => server.restore());

  it('rejects a new password equal to the old one', async () => {
    await submit('secret1', 'secret1', 'secret1');
    expect(await screen.findByText('The new one must differ from the old one')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a confirmation that does not match', async () => {
    await submit('secret1', 'secret2', 'secret3');
    expect(await screen.findByText('The confirmation does not match')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('changes the password, ends the session and opens the login', async () => {
    const view = await submit('secret1', 'secret2', 'secret2');
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(server.calls(RESET).map((request) => request.body)).toEqual([
      { oldpassword: 'secret1', newpassword: 'secret2', renewpassword: 'secret2' },
    ]);
    expect(session.clear).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Password changed, please log in again');
  });

  it('offers login and the email reset when logged out', async () => {
    resetSession();
    const { user, location } = renderScreen(<ChangePasswordScreen />, '/changePassword');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset by email' }));
    expect(location()).toBe('/forgotPassword');
  });

  it('sends a logged-out visitor to the login and back', async () => {
    resetSession();
    const { user, location } = renderScreen(<ChangePasswordScreen />, '/changePassword');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(location()).toBe('/login?redirect=%2FchangePassword');
  });
});
