import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { HeartOutline } from '@/components/icons/heart-outline';
import { WalletApi } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { setAvailableRoutes } from '@/lib/available-routes';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import ProfileScreen from './profile-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const EXISTING = [
  '/profile',
  '/passwords',
  '/language',
  '/helpAndSupport',
  '/law',
  '/service',
  '/services',
  '/platform',
  '/setting',
];

describe('profile screen', () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    server = undefined;
  });
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession({});
    setAvailableRoutes(EXISTING);
  });

  it('shows the user, the balance and refreshes the user info', () => {
    renderScreen(<ProfileScreen />, '/profile');
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(session.loadUserInfo).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Language' })).toHaveAttribute('href', '/language');
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security & passwords' })).toHaveAttribute('href', '/passwords');
    expect(screen.getByRole('link', { name: 'Platform seller' })).toHaveAttribute('href', '/platform');
  });

  it('hides the links whose screens do not exist yet', () => {
    renderScreen(<ProfileScreen />, '/profile');
    expect(screen.queryByRole('button', { name: 'Top up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shipping addresses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fund records' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('shows the favourites with the heart of the favourite button, not a star', () => {
    setAvailableRoutes([...EXISTING, '/myFavourite', '/heart']);
    renderScreen(<ProfileScreen />, '/profile');
    const heart = render(<HeartOutline />)
      .container.querySelector('path')!
      .getAttribute('d');
    const iconOf = (name: string) =>
      screen.getByRole('link', { name }).closest('.link-item')!.querySelector('.adm-list-item-content-prefix svg');
    expect(iconOf('Favourites')?.querySelector('path')).toHaveAttribute('d', heart);
    expect(iconOf('Followed shops')?.querySelector('path')).not.toHaveAttribute('d', heart);
  });

  it('shows them once the routes exist', async () => {
    setAvailableRoutes([...EXISTING, '/myPurchases/:status?', '/topUp', '/address', '/capitalRecord']);
    const { user, location } = renderScreen(<ProfileScreen />, '/profile');
    expect(screen.getByRole('link', { name: 'Shipping addresses' })).toHaveAttribute('href', '/address');
    expect(screen.getByRole('link', { name: 'Fund records' })).toHaveAttribute('href', '/capitalRecord');
    expect(screen.getByRole('link', { name: 'Waiting for payment' })).toHaveAttribute('href', '/myPurchases/0');
    expect(screen.getByRole('link', { name: 'In after-sale' })).toHaveAttribute('href', '/myPurchases/-4');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(location()).toBe('/topUp');
  });

  it('lists the wallet screens and counts the unread notifications', async () => {
    server = fakeHttp({ [`GET ${WalletApi.notificationUnread}`]: ok({ count: 3 }) });
    setAvailableRoutes([...EXISTING, '/notification', '/withDraw', '/depositRecord', '/capitalRecord', '/payment']);
    const { user, location } = renderScreen(<ProfileScreen />, '/profile');
    const wallet = screen.getByRole('navigation', { name: 'Wallet' });
    expect(within(wallet).getByRole('link', { name: 'Withdrawal records' })).toHaveAttribute('href', '/depositRecord');
    expect(within(wallet).getByRole('link', { name: 'Payment settings' })).toHaveAttribute('href', '/payment');
    const notifications = screen.getByRole('link', { name: 'Notifications' });
    expect(notifications).toHaveAttribute('href', '/notification');
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(location()).toBe('/withDraw');
  });

  it.each([
    [1, '1 non lue'],
    [3, '3 non lues'],
  ])('in French, %i unread agrees with its count: "%s"', async (count, text) => {
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    server = fakeHttp({ [`GET ${WalletApi.notificationUnread}`]: ok({ count }) });
    setAvailableRoutes([...EXISTING, '/notification']);
    renderScreen(<ProfileScreen />, '/profile');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    server = fakeHttp({ [`GET ${WalletApi.notificationUnread}`]: ok({ count: 0 }) });
    setAvailableRoutes([...EXISTING, '/notification']);
    renderScreen(<ProfileScreen />, '/profile');
    await waitFor(() => expect(server!.calls(`GET ${WalletApi.notificationUnread}`)).toHaveLength(1));
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('logs out after confirmation', async () => {
    const { user, location } = renderScreen(<ProfileScreen />, '/profile');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(session.logout).toHaveBeenCalled();
  });

  it('ends the session locally when the server logout fails', async () => {
    session.logout.mockRejectedValueOnce(new Error('offline'));
    const { user, location } = renderScreen(<ProfileScreen />, '/profile');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(session.clear).toHaveBeenCalled();
  });

  it('stays when the logout is cancelled', async () => {
    const { user, location } = renderScreen(<ProfileScreen />, '/profile');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    expect(session.logout).not.toHaveBeenCalled();
    expect(location()).toBe('/profile');
  });
});
