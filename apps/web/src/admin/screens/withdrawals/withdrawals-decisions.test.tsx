import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findOnlyDialog } from '../../test/dialogs';
import { onChainWithdrawal, pageOfWithdrawals, withdrawalOf } from './withdrawal.test-data';

const LIST = 'GET /api/admin/withdrawals';
const waiting = withdrawalOf();
const decided = { decided_at: '2025-03-01T10:00:00.000Z', decided_by: 'operator' };

configureConsoleTests({ skipVisibilityCheck: true });

async function openQueue() {
  const view = await renderAdmin('/admin/withdrawals');
  const row = () => screen.getByText('ada').closest('tr')!;
  // The file's first test also waits for the console's lazy chunks, slow on a busy machine.
  await screen.findByText('ada', {}, { timeout: 15_000 });
  return { ...view, row };
}

describe('deciding a withdrawal', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('reveals the card number only after saying it is recorded, and hides it again on navigation', async () => {
    server = fakeHttp({
      [LIST]: pageOfWithdrawals([waiting]),
      'POST /api/admin/withdrawal_reveal': ok({ card_number: '4242424242424242' }),
    });
    const { user, row } = await openQueue();
    await user.click(within(row()).getByRole('button', { name: 'Reveal card number' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reveal the full card number of withdrawal 7?');
    expect(dialog).toHaveTextContent('The reveal is recorded under your name (operator) with the time.');
    expect(server.calls('POST /api/admin/withdrawal_reveal')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));

    expect(await within(row()).findByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('Card number shown. The reveal is recorded under your name.')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/withdrawal_reveal').map((r) => r.body)).toEqual([{ id: 7 }]);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(server!.calls(LIST).at(-1)!.url).toContain('status=all'));
    await waitFor(() => expect(within(row()).queryByText('4242 4242 4242 4242')).toBeNull());
    expect(within(row()).getByText('•••• 4242')).toBeInTheDocument();
  });

  it('passes after a confirmation that says what to send where, then shows the result', async () => {
    server = fakeHttp({
      [LIST]: [pageOfWithdrawals([waiting]), pageOfWithdrawals([{ ...waiting, ...decided, status: 1 }])],
      'POST /api/admin/withdrawal_pass': ok({ ...waiting, ...decided, status: 1 }),
    });
    const { user, row } = await openQueue();
    await user.click(within(row()).getByRole('button', { name: 'Pass' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Send $97.00 to Bank card · HSBC •••• 4242 first. Passing records that the $100.00 held from ada's balance has been paid out; it cannot be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));

    expect(await screen.findByText('Withdrawal 7 passed. ada has been told.')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/withdrawal_pass').map((r) => r.body)).toEqual([{ id: 7 }]);
    expect(await within(row()).findByText('Passed')).toBeInTheDocument();
    expect(within(row()).queryAllByRole('button')).toEqual([]);
  });

  it('refuses only with a reason and says the held money goes back to the buyer', async () => {
    server = fakeHttp({
      [LIST]: [
        pageOfWithdrawals([waiting]),
        pageOfWithdrawals([{ ...waiting, ...decided, status: 2, refuse_reason: 'Holder does not match' }]),
      ],
      'POST /api/admin/withdrawal_refuse': ok({ ...waiting, status: 2, refuse_reason: 'Holder does not match' }),
    });
    const { user, row } = await openQueue();
    await user.click(within(row()).getByRole('button', { name: 'Refuse' }));

    const dialog = await findOnlyDialog('Refuse withdrawal 7');
    expect(dialog).toHaveTextContent("The $100.00 held from ada's balance goes back to it.");
    const submit = within(dialog).getByRole('button', { name: 'Refuse and return the money' });
    await user.click(submit);
    expect(await within(dialog).findByText('Give the reason for refusing')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/withdrawal_refuse')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Holder does not match');
    await user.click(submit);
    expect(await screen.findByText("Withdrawal 7 refused: $100.00 returned to ada's balance.")).toBeInTheDocument();
    expect(server.calls('POST /api/admin/withdrawal_refuse').map((r) => r.body)).toEqual([
      { id: 7, reason: 'Holder does not match' },
    ]);
    expect(await within(row()).findByText('Reason: Holder does not match')).toBeInTheDocument();
  });

  it("shows the server's message when another operator decided first, and then that decision", async () => {
    server = fakeHttp({
      [LIST]: [pageOfWithdrawals([waiting]), pageOfWithdrawals([{ ...waiting, ...decided, status: 1 }])],
      'POST /api/admin/withdrawal_pass': fail(409, 'This record has already been decided', 'ALREADY_DECIDED'),
    });
    const { user, row } = await openQueue();
    await user.click(within(row()).getByRole('button', { name: 'Pass' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pass' }));

    expect(await screen.findByText('This record has already been decided')).toBeInTheDocument();
    expect(await within(row()).findByText('Passed')).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(2);
  });

  it('passes an on-chain withdrawal with its payout hash, and shows the chain refusing a wrong payout (decision 028)', async () => {
    const hash = `0x${'12'.repeat(32)}`;
    const message = 'The transfer carries 47.00, not the 48.00 due';
    server = fakeHttp({
      [LIST]: pageOfWithdrawals([onChainWithdrawal]),
      'POST /api/admin/withdrawal_pass': [
        fail(400, message, 'CHAIN_AMOUNT_MISMATCH', 0, { tx_hash: message }),
        ok({ ...onChainWithdrawal, ...decided, status: 1, tx_hash: hash }),
      ],
    });
    const { user } = await renderAdmin('/admin/withdrawals');
    const row = (await screen.findByText('bao')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Pass' }));
    const dialog = await findOnlyDialog('Pass withdrawal 8?');
    expect(dialog).toHaveTextContent("Send $48.00 of the TRC20 token to the buyer's address");
    expect(dialog).toHaveTextContent(onChainWithdrawal.address!);
    await user.type(within(dialog).getByLabelText('Payout transaction hash'), hash);
    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('Withdrawal 8 passed. bao has been told.')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/withdrawal_pass').map((r) => r.body)).toEqual([
      { id: 8, tx_hash: hash },
      { id: 8, tx_hash: hash },
    ]);
  });
});
