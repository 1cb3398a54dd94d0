import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { resetSession } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import PasswordsScreen from './passwords-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));

describe('passwords screen', () => {
  it('links to the password screens and shows whether a payment code is set', () => {
    resetSession({ has_pay_password: false });
    renderScreen(<PasswordsScreen />, '/passwords');
    expect(screen.getByRole('link', { name: 'Login password' })).toHaveAttribute('href', '/changePassword');
    expect(screen.getByRole('link', { name: 'Payment code' })).toHaveAttribute('href', '/changePayPwd');
    expect(screen.getByRole('link', { name: 'Forgot login password' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });
});
