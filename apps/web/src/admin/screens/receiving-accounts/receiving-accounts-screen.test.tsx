import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AdminWalletApi, type AdminReceivingAccount } from '@tradewind/contract';
import { fakeHttp, fail, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialogWith } from '../../test/dialogs';

configureConsoleTests({ skipVisibilityCheck: true });

const USD: AdminReceivingAccount = {
  id: 1,
  currency: 'USD',
  bank_name: 'Harbor National Bank',
  holder: 'Tradewind Commerce Ltd.',
  account_number: '4021 8877 1650',
  swift: 'HNBKUS33',
  routing: null,
  note: null,
  enabled: true,
  updated_at: '2026-11-27T10:00:00.000Z',
  updated_by: 'boss',
};
const LIST = `GET ${AdminWalletApi.receivingAccounts}`;
const SAVE = `POST ${AdminWalletApi.receivingAccountSave}`;

describe('bank accounts for manual top-ups', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists the account of each currency and adds one in a currency that has none', async () => {
    server = fakeHttp({
      [LIST]: ok({ list: [USD] }),
      [SAVE]: ({ body }: FakeRequest) => ok({ ...USD, id: 2, ...(body as object), note: null, routing: null }),
    });
    const { user } = await renderAdmin('/admin/receiving-accounts');
    const table = await screen.findByRole('table', { name: 'Bank accounts for manual top-ups' });
    expect(await within(table).findByText('Harbor National Bank')).toBeInTheDocument();
    expect(within(table).getByText('4021 8877 1650')).toBeInTheDocument();
    expect(within(table).getByText('Offered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add account/ }));
    const dialog = await findDialogWith('Add a bank account');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the bank's name")).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Bank'), 'Banque du Port');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Tradewind Commerce Ltd.');
    await user.type(within(dialog).getByLabelText('Account number / IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.type(within(dialog).getByLabelText('SWIFT/BIC'), 'BDPTDEFF');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('EUR account saved')).toBeInTheDocument();
    // The dollar account exists: a new one starts on the next currency with none.
    expect(server.calls(SAVE)[0]!.body).toEqual({
      currency: 'EUR',
      bank_name: 'Banque du Port',
      holder: 'Tradewind Commerce Ltd.',
      account_number: 'DE89 3704 0044 0532 0130 00',
      swift: 'BDPTDEFF',
      routing: '',
      note: '',
      enabled: true,
    });
  });

  it("warns when no account is enabled, and shows the server's refusal under its field", async () => {
    server = fakeHttp({
      [LIST]: ok({ list: [{ ...USD, enabled: false }] }),
      [SAVE]: fail(400, 'Invalid', 'VALIDATION', 0, { swift: 'Enter a SWIFT/BIC code of 8 or 11 characters' }),
    });
    const { user } = await renderAdmin('/admin/receiving-accounts');
    expect(
      await screen.findByText('No account is enabled: buyers cannot top up by manual transfer.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the USD account' }));
    const dialog = await findDialogWith('Edit the USD account');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a SWIFT/BIC code of 8 or 11 characters')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toMatchObject({ id: 1, currency: 'USD', enabled: false });
  });
});
