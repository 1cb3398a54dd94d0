import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeHttp } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { getRow } from '../../test/rows';
import { findOnlyDialog } from '../../test/dialogs';
import { pageOfRecharges, rechargeOf } from './recharge.test-data';

const onChain = rechargeOf({
  id: 13,
  method: 'chain',
  network: 'TRC20',
  address: 'TQn9abcdefghijklmnopx8Kp',
  amount_cents: 5_000,
  user: { id: 8, account: 'bao' },
});
const passed = rechargeOf({
  id: 10,
  method: 'card',
  evidence: null,
  card_last4: '4242',
  status: 1,
  arrival_cents: 2_500,
  decided_at: '2025-03-01T10:00:00.000Z',
  decided_by: 'boss',
  user: { id: 9, account: 'chen' },
});
const refused = rechargeOf({
  id: 11,
  status: 2,
  refuse_reason: 'No payment arrived',
  decided_at: '2025-03-01T10:05:00.000Z',
  decided_by: 'boss',
  user: { id: 10, account: 'dana' },
});

configureConsoleTests({ skipVisibilityCheck: true });

describe('recharge audit queue', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('asks the server for waiting recharges first and shows who paid, how, how much, and the evidence', async () => {
    server = fakeHttp({ 'GET /api/admin/recharges': pageOfRecharges([rechargeOf(), onChain]) });
    const { user } = await renderAdmin('/admin/recharges');

    const table = await screen.findByRole('table', { name: 'Recharge requests' });
    await within(table).findByText('ada');
    expect(server.calls('GET /api/admin/recharges')[0].url).toBe('/api/admin/recharges?status=0&page=1&limit=20');
    expect(screen.getByRole('radio', { name: 'Waiting' })).toBeChecked();

    const manual = getRow('ada');
    expect(within(manual).getByText('Manual transfer')).toBeInTheDocument();
    expect(within(manual).getByText('$149.50')).toBeInTheDocument();
    expect(within(manual).getByText('Waiting')).toBeInTheDocument();
    const chain = getRow('bao');
    expect(within(chain).getByText('On-chain · TRC20')).toBeInTheDocument();
    expect(within(chain).getByText('From TQn9abcd…nopx8Kp')).toBeInTheDocument();
    expect(within(chain).getByText('$50.00')).toBeInTheDocument();

    const thumbnail = within(manual).getByRole('img', { name: 'Payment evidence of recharge 12 from ada' });
    // The buyer's private upload, through the console's own path (decision 036).
    expect(thumbnail).toHaveAttribute('src', '/api/admin/uploads/private/0123456789abcdef0123456789abcdef.png');
    await user.click(within(manual).getByRole('button', { name: 'View the evidence of recharge 12' }));
    const preview = await screen.findByRole('dialog', { name: 'Payment evidence of recharge 12 from ada' });
    expect(within(preview).getAllByRole('img').length).toBeGreaterThan(0);
  });

  it("shows a manual transfer's reference, currency and the buyer's note in the list, the pass dialog and the evidence", async () => {
    const note = 'Paid from my wife’s account, Ayşe Demir';
    const manual = rechargeOf({ remark: note, currency: 'EUR', reference: 'TW7K3MQ9PD' });
    server = fakeHttp({ 'GET /api/admin/recharges': pageOfRecharges([manual]) });
    const { user } = await renderAdmin('/admin/recharges');
    const table = await screen.findByRole('table', { name: 'Recharge requests' });
    const row = (await within(table).findByText('ada')).closest('tr')!;
    expect(within(row).getByText('Ref. TW7K3MQ9PD')).toBeInTheDocument();
    expect(within(row).getByText('Paid in EUR')).toBeInTheDocument();
    expect(within(row).getByText("Buyer's note:")).toBeInTheDocument();
    expect(within(row).getByText(note)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Pass' }));
    const dialog = await findOnlyDialog('Pass recharge 12');
    expect(within(dialog).getByText(note)).toBeInTheDocument();
    expect(within(dialog).getByText('Ref. TW7K3MQ9PD')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'View the evidence of recharge 12' }));
    const preview = await screen.findByRole('dialog', { name: 'Payment evidence of recharge 12 from ada' });
    expect(within(preview).getByText(`Buyer's note: ${note}`)).toBeInTheDocument();
    expect(within(preview).getByText('Ref. TW7K3MQ9PD')).toBeInTheDocument();
  });

  it('filters by state and by buyer on the server, starting again from the first page', async () => {
    server = fakeHttp({ 'GET /api/admin/recharges': pageOfRecharges([rechargeOf()]) });
    const { user, path } = await renderAdmin('/admin/recharges?page=2');
    await screen.findByRole('table', { name: 'Recharge requests' });
    expect(server.calls('GET /api/admin/recharges')[0].url).toContain('page=2');

    await user.click(screen.getByRole('radio', { name: 'Refused' }));
    await waitFor(() =>
      expect(server!.calls('GET /api/admin/recharges').at(-1)!.url).toBe(
        '/api/admin/recharges?status=2&page=1&limit=20',
      ),
    );
    expect(path()).toBe('/admin/recharges?status=2');

    await user.type(screen.getByRole('searchbox', { name: 'Buyer account' }), 'ada{Enter}');
    await waitFor(() =>
      expect(server!.calls('GET /api/admin/recharges').at(-1)!.url).toBe(
        '/api/admin/recharges?status=2&account=ada&page=1&limit=20',
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(server!.calls('GET /api/admin/recharges').at(-1)!.url).toBe(
        '/api/admin/recharges?status=all&account=ada&page=1&limit=20',
      ),
    );
  });

  it('shows each decided recharge with its decision and no buttons', async () => {
    server = fakeHttp({ 'GET /api/admin/recharges': pageOfRecharges([rechargeOf(), passed, refused]) });
    await renderAdmin('/admin/recharges?status=all');
    await screen.findByText('chen');

    const card = getRow('chen');
    expect(within(card).getByText('Card •••• 4242')).toBeInTheDocument();
    expect(within(card).getByText('Passed')).toBeInTheDocument();
    expect(within(card).getByText('Credited $25.00')).toBeInTheDocument();
    expect(within(card).getByText(/^By boss · /)).toBeInTheDocument();
    expect(within(card).getByText('None')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toEqual([]);

    const no = getRow('dana');
    expect(within(no).getByText('Refused')).toBeInTheDocument();
    expect(within(no).getByText('Reason: No payment arrived')).toBeInTheDocument();
    expect(
      within(no)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['View the evidence of recharge 11']);

    const waiting = getRow('ada');
    expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
    const buttons = within(waiting)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Pass', 'Refuse']));
  });

  it("shows the server's reason when the queue cannot be loaded", async () => {
    server = fakeHttp({ 'GET /api/admin/recharges': fail(500, 'The server could not answer') });
    await renderAdmin('/admin/recharges');
    expect(await screen.findByText('The server could not answer')).toBeInTheDocument();
  });
});
