import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { testUser } from '@/test/test-user';
import { renderScreen } from '@/test/render-screen';
import SettingScreen from './setting-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PROFILE = `POST ${AccountApi.profile}`;
let server: ReturnType<typeof fakeHttp>;

describe('setting screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession({});
    server = fakeHttp({ [PROFILE]: ok({ ...testUser, givenName: 'Augusta' }) });
  });
  afterEach(() => server.restore());

  it('shows the account and links to language and passwords', () => {
    renderScreen(<SettingScreen />, '/setting');
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    expect(screen.getByText(testUser.mobile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Language' })).toHaveAttribute('href', '/language');
    expect(screen.getByRole('link', { name: 'Passwords' })).toHaveAttribute('href', '/passwords');
  });

  it('checks the edited fields with the contract rules', async () => {
    const { user } = renderScreen(<SettingScreen />, '/setting');
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'broken@');
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid mobile number/)).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends only what changed and refreshes the user info', async () => {
    const { user } = renderScreen(<SettingScreen />, '/setting');
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Given name'));
    await user.type(screen.getByLabelText('Given name'), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls(PROFILE).map((request) => request.body)).toEqual([{ givenName: 'Augusta' }]),
    );
    expect(session.loadUserInfo).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('logs out after confirmation', async () => {
    const { user, location } = renderScreen(<SettingScreen />, '/setting');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(session.logout).toHaveBeenCalled();
    // The confirmation lives in a root of its own: it must be gone before the page is torn down, or React unmounts
    // it after the test's window has (an unhandled error in another file's time).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
