import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminBuyerApi, AdminWalletApi, type AdminBuyerDetail } from '@tradewind/contract';
import { fakeHttp, fail, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialogWith } from '../../test/dialogs';
import { queryOf } from '../../test/query-of';
import { ADA_DETAIL, LEDGER, pageOf } from './buyer.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

const DETAIL = `GET ${AdminBuyerApi.buyer}`;
const LEDGER_LIST = `GET ${AdminBuyerApi.ledger}`;
const ADJUST = `POST ${AdminWalletApi.balanceAdjust}`;
const DISABLE = `POST ${AdminBuyerApi.disable}`;
const ENABLE = `POST ${AdminBuyerApi.enable}`;

async function openBuyer(routes: Parameters<typeof fakeHttp>[0], url = '/admin/buyers/7') {
  const server = fakeHttp({ [DETAIL]: ok(ADA_DETAIL), [LEDGER_LIST]: ok(pageOf(LEDGER, 23)), ...routes });
  const view = await renderAdmin(url);
  await screen.findByText('ada@example.com');
  return { ...view, server };
}

describe("a buyer's page", { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows the profile, balance and fund records, newest first and paged by the server', async () => {
    const view = await openBuyer({});
    server = view.server;
    expect(queryOf(server.calls(DETAIL)[0]!.url)).toEqual({ id: '7' });
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Français')).toBeInTheDocument();
    expect(screen.getByText('Waiting for delivery: 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('$125.50');

    const ledger = await screen.findByRole('table', { name: 'Fund records' });
    const rows = within(ledger).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Order payment');
    expect(rows[1]).toHaveTextContent('−$24.50');
    expect(rows[1]).toHaveTextContent('Ref. TW2025032900001');
    expect(rows[1]).toHaveTextContent('$125.50');
    expect(rows[2]).toHaveTextContent('Balance adjustment');
    expect(rows[2]).toHaveTextContent('+$50.00');
    expect(rows[2]).toHaveTextContent('Goodwill for the late parcel');
    expect(queryOf(server.calls(LEDGER_LIST)[0]!.url)).toEqual({ id: '7', page: '1', limit: '10' });

    await view.user.click(within(ledger.closest('.ant-table-wrapper')!).getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(queryOf(server!.calls(LEDGER_LIST).at(-1)!.url)).toEqual({ id: '7', page: '2', limit: '10' }),
    );
  });

  it('adjusts the balance only with a reason, after a confirmation that states the new balance', async () => {
    const view = await openBuyer({ [ADJUST]: ok({ balance_cents: 12_050 }) });
    server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await findDialogWith('Adjust the balance of ada');
    const amount = within(dialog).getByLabelText('Amount');

    await user.type(amount, '-200');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('A balance cannot go below $0.00; it is $125.50 now')).toBeInTheDocument();
    expect(await within(dialog).findByText('Say why the balance changes')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '-5');
    expect(within(dialog).getByText('The balance will be $120.50')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await findDialogWith('Take $5.00 from the balance of ada?');
    expect(confirm).toHaveTextContent('The balance goes from $125.50 to $120.50. Reason: Duplicate credit');
    expect(server.calls(ADJUST)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Adjust balance' }));

    expect(await screen.findByText('The balance of ada is now $120.50')).toBeInTheDocument();
    expect(server.calls(ADJUST).map((request) => request.body)).toEqual([
      { user_id: 7, amount: '-5.00', reason: 'Duplicate credit' },
    ]);
    await waitFor(() => expect(server!.calls(DETAIL).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal of an adjustment", async () => {
    const view = await openBuyer({ [ADJUST]: fail(409, 'The balance is not enough', 'INSUFFICIENT_BALANCE') });
    server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await findDialogWith('Adjust the balance of ada');
    await user.type(within(dialog).getByLabelText('Amount'), '20');
    await user.type(within(dialog).getByLabelText('Reason'), 'Promotion');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await findDialogWith('Add $20.00 to the balance of ada?');
    await user.click(within(confirm).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('The balance is not enough')).toBeInTheDocument();
    expect(server.calls(ADJUST).map((request) => request.body)).toEqual([
      { user_id: 7, amount: '20.00', reason: 'Promotion' },
    ]);
  });

  it('disables the account only with a reason, after a confirmation that its sessions end now', async () => {
    const disabled: AdminBuyerDetail = {
      ...ADA_DETAIL,
      disabled: true,
      disabled_at: '2025-03-30T10:00:00.000Z',
      disabled_reason: 'Chargeback fraud',
    };
    const view = await openBuyer({ [DETAIL]: [ok(ADA_DETAIL), ok(disabled)], [DISABLE]: ok(disabled) });
    server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await findDialogWith('Disable the account of ada');
    expect(dialog).toHaveTextContent('ada is signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Say why the account is disabled')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await findDialogWith('Disable the account of ada?');
    expect(confirm).toHaveTextContent('Every session of ada ends now. Reason: Chargeback fraud');
    expect(server.calls(DISABLE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText('The account of ada is disabled and its sessions have ended')).toBeInTheDocument();
    expect(server.calls(DISABLE).map((request) => request.body)).toEqual([{ id: 7, reason: 'Chargeback fraud' }]);
    expect(await screen.findByText('Reason: Chargeback fraud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('enables a disabled account after a confirmation', async () => {
    const disabled = { ...ADA_DETAIL, disabled: true, disabled_at: '2025-03-30T10:00:00.000Z', disabled_reason: 'x' };
    const view = await openBuyer({ [DETAIL]: [ok(disabled), ok(ADA_DETAIL)], [ENABLE]: ok(ADA_DETAIL) });
    server = view.server;
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    const confirm = await findDialogWith('Enable the account of ada?');
    expect(confirm).toHaveTextContent('ada can sign in again.');
    await user.click(within(confirm).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('The account of ada is enabled')).toBeInTheDocument();
    expect(server.calls(ENABLE).map((request) => request.body)).toEqual([{ id: 7 }]);
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeInTheDocument();
  });

  it('says so when there is no such buyer', async () => {
    server = fakeHttp({ [DETAIL]: fail(404, 'Not found', 'NOT_FOUND') });
    await renderAdmin('/admin/buyers/999');
    expect(await screen.findByText('There is no buyer with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All buyers/ })).toHaveAttribute('href', '/admin/buyers');
  });
});
