import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';

configureConsoleTests();

const VIEW = 'POST /api/admin/staff_invitation';
const ACCEPT = 'POST /api/admin/staff_accept';
const invitation = {
  email: 'mo@example.com',
  shops: [{ id: 1, name: 'Circuit Hub' }],
  expires_at: '2026-12-05T10:00:00.000Z',
};
const me = { id: 9, account: 'mo_helps', nickname: 'mo_helps', role: 'staff', shops: [{ id: 1, name: 'Circuit Hub' }] };

describe('the accept page', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows the invitation, checks the account’s rules, then signs the new staff member in at their first page', async () => {
    server = fakeHttp({
      [VIEW]: ok(invitation),
      [ACCEPT]: ok(me, 'Welcome to Tradewind'),
      'GET /api/admin/orders': ok({ list: [], total: 0, page: 1, limit: 20 }),
    });
    const { user, path } = await renderAdmin('/admin/accept#code=abc123', { session: 'none' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a shop’s staff' })).toBeInTheDocument();
    expect(await screen.findByText(/You are invited as mo@example\.com/)).toBeInTheDocument();
    expect(screen.getByText('Circuit Hub')).toBeInTheDocument();
    // The code went in a body, never in a URL.
    expect(server.calls(VIEW)[0]).toMatchObject({ url: '/api/admin/staff_invitation', body: { code: 'abc123' } });

    await user.type(screen.getByLabelText('Account name'), 'no');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Password again'), '124');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The confirmation does not match')).toBeInTheDocument();
    expect(server.calls(ACCEPT)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Account name'));
    await user.type(screen.getByLabelText('Account name'), 'mo_helps');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-77');
    await user.clear(screen.getByLabelText('Password again'));
    await user.type(screen.getByLabelText('Password again'), 'secret-77');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(path()).toBe('/admin/orders'));
    expect(server.calls(ACCEPT)[0]!.body).toEqual({ code: 'abc123', account: 'mo_helps', password: 'secret-77' });
    expect(adminSession.getState().operator).toEqual({
      id: 9,
      account: 'mo_helps',
      role: 'staff',
      shops: [{ id: 1, name: 'Circuit Hub' }],
    });
  });

  it('says so when the invitation has expired or was used, and offers no form', async () => {
    server = fakeHttp({
      [VIEW]: fail(409, 'This invitation has expired: ask the platform for a new one', 'INVITATION_EXPIRED'),
    });
    await renderAdmin('/admin/accept#code=old', { session: 'none' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired');
    expect(screen.queryByLabelText('Account name')).toBeNull();
  });

  it('a link without its code is not valid', async () => {
    server = fakeHttp({});
    await renderAdmin('/admin/accept', { session: 'none' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is not valid');
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server’s reason when the account name is taken, and keeps the form', async () => {
    server = fakeHttp({
      [VIEW]: ok(invitation),
      [ACCEPT]: fail(409, 'This account name is already taken', 'ACCOUNT_EXISTS'),
    });
    const { user, path } = await renderAdmin('/admin/accept#code=abc123', { session: 'none' });
    await user.type(await screen.findByLabelText('Account name'), 'taken_name');
    await user.type(screen.getByLabelText('Password'), 'secret-77');
    await user.type(screen.getByLabelText('Password again'), 'secret-77');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account name is already taken');
    expect(path()).toBe('/admin/accept');
    expect(adminSession.getState().operator).toBeNull();
  });
});
