import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { renderScreen } from '@/test/render-screen';
import ChangePayPwdScreen from './change-pay-pwd-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const RESET_PAY = `POST ${AccountApi.resetPay}`;
let server: ReturnType<typeof fakeHttp>;
const sent = () => server.calls(RESET_PAY).map((request) => request.body);

describe('change payment code screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    server = fakeHttp({ [RESET_PAY]: ok() });
  });
  afterEach(() => server.restore());

  it('sets the code the first time without an old code', async () => {
    resetSession({ has_pay_password: false });
    const { user, location } = renderScreen(<ChangePayPwdScreen />, '/changePayPwd');
    expect(screen.queryByLabelText('Current payment code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New payment code')).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByLabelText('New payment code'), '123456');
    await user.type(screen.getByLabelText('Confirm payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment code' }));
    await waitFor(() => expect(location()).toBe('/passwords'));
    expect(sent()).toEqual([{ old_pay_password: '', pay_password: '123456', re_pay_password: '123456' }]);
    expect(session.loadUserInfo).toHaveBeenCalled();
  });

  it('asks for the old code when one is set', async () => {
    resetSession({ has_pay_password: true });
    const { user } = renderScreen(<ChangePayPwdScreen />, '/changePayPwd');
    await user.type(screen.getByLabelText('New payment code'), '654321');
    await user.type(screen.getByLabelText('Confirm payment code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change payment code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change payment code' }));
    await waitFor(() =>
      expect(sent()).toEqual([{ old_pay_password: '123456', pay_password: '654321', re_pay_password: '654321' }]),
    );
  });

  it('rejects non-digits', async () => {
    resetSession({ has_pay_password: false });
    const { user } = renderScreen(<ChangePayPwdScreen />, '/changePayPwd');
    await user.type(screen.getByLabelText('New payment code'), '12ab56');
    await user.type(screen.getByLabelText('Confirm payment code'), '12ab56');
    await user.click(screen.getByRole('button', { name: 'Set payment code' }));
    expect(await screen.findByText('The payment code may contain digits only')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a new code equal to the old one', async () => {
    resetSession({ has_pay_password: true });
    const { user } = renderScreen(<ChangePayPwdScreen />, '/changePayPwd');
    await user.type(screen.getByLabelText('Current payment code'), '123456');
    await user.type(screen.getByLabelText('New payment code'), '123456');
    await user.type(screen.getByLabelText('Confirm payment code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change payment code' }));
    expect(await screen.findByText('The new one must differ from the old one')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
