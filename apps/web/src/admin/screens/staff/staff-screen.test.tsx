import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { button, buttonIn, findRow } from '../../test/rows';

configureConsoleTests({ skipVisibilityCheck: true });

const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, limit: 20 });
const member = {
  id: 5,
  account: 'mo_helps',
  email: 'mo@example.com',
  shops: [{ id: 1, name: 'Circuit Hub' }],
  created_at: '2026-11-20T10:00:00.000Z',
};
const invitation = {
  id: 3,
  email: 'lin@example.com',
  shops: [{ id: 2, name: 'Harbour Mobile' }],
  invited_by: 'operator',
  created_at: '2026-11-27T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
};

describe('the staff page', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists staff with their shops and the open invitations', async () => {
    server = fakeHttp({
      'GET /api/admin/staff': page([member]),
      'GET /api/admin/staff_invitations': page([invitation]),
    });
    await renderAdmin('/admin/staff');
    const row = await findRow('mo_helps');
    expect(row).toHaveTextContent('mo@example.com');
    expect(row).toHaveTextContent('Circuit Hub');
    const open = await findRow('lin@example.com');
    expect(open).toHaveTextContent('Harbour Mobile');
    expect(open).toHaveTextContent('Dec 4, 2026');
  });

  it('invites a person for a shop and shows the one-time link to hand over', async () => {
    server = fakeHttp({
      'GET /api/admin/staff': page([]),
      'GET /api/admin/staff_invitations': page([]),
      'GET /api/admin/shops': page([{ id: 1, name: 'Circuit Hub' }]),
      'POST /api/admin/staff_invite': ok({
        invitation: { ...invitation, email: 'new@example.com' },
        code: 'c0de',
        link: '/admin/accept#code=c0de',
      }),
    });
    const { user } = await renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await findDialog('Invite staff');
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByLabelText('Shops'));
    await user.click(await screen.findByTitle('Circuit Hub'));
    await user.click(buttonIn(dialog, 'Invite'));

    const shown = await findDialog('Hand over this link');
    expect(within(shown).getByLabelText('Invitation link')).toHaveTextContent(
      `${window.location.origin}/admin/accept#code=c0de`,
    );
    expect(shown).toHaveTextContent('Send this link to new@example.com. It works once, for 7 days');
    expect(server.calls('POST /api/admin/staff_invite')[0]!.body).toEqual({ email: 'new@example.com', shop_ids: [1] });
  });

  it('refuses to invite without a shop, before asking the server', async () => {
    server = fakeHttp({ 'GET /api/admin/staff': page([]), 'GET /api/admin/staff_invitations': page([]) });
    const { user } = await renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = await findDialog('Invite staff');
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.click(buttonIn(dialog, 'Invite'));
    expect(await within(dialog).findByText('Choose at least one shop')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/staff_invite')).toHaveLength(0);
  });

  it('removes a member after asking', async () => {
    server = fakeHttp({
      'GET /api/admin/staff': page([member]),
      'GET /api/admin/staff_invitations': page([]),
      'POST /api/admin/staff_remove': ok(null, 'Removed'),
    });
    const { user } = await renderAdmin('/admin/staff');
    await user.click(buttonIn(await findRow('mo_helps'), 'Remove mo_helps'));
    await findDialog('Remove mo_helps from the staff?');
    await user.click(button('Remove'));
    await waitFor(() => expect(server!.calls('POST /api/admin/staff_remove')).toHaveLength(1));
    expect(server.calls('POST /api/admin/staff_remove')[0]!.body).toEqual({ user_id: 5 });
  });
});
