import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetSession } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import SecurityScreen from './security-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));

describe('security screen', () => {
  it('offers to change the payment code once one is set, and states the rules', () => {
    resetSession({ has_pay_password: true });
    renderScreen(<SecurityScreen />, '/security');
    expect(screen.getByRole('link', { name: 'Change payment code' })).toHaveAttribute('href', '/changePayPwd');
    expect(screen.getByRole('link', { name: 'Change login password' })).toHaveAttribute('href', '/changePassword');
    expect(screen.getByText('After 5 wrong payment codes, paying is locked for 15 minutes.')).toBeInTheDocument();
    expect(screen.getByText(/lasts 3 days/)).toBeInTheDocument();
  });

  it('offers to set it the first time', () => {
    resetSession({ has_pay_password: false });
    renderScreen(<SecurityScreen />, '/security');
    expect(screen.getByRole('link', { name: 'Set payment code' })).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });
});
