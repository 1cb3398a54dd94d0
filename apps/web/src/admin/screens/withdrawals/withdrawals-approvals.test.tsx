import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog, findOnlyDialog } from '../../test/dialogs';
import { onChainWithdrawal, pageOfWithdrawals, withdrawalOf } from './withdrawal.test-data';

const LIST = 'GET /api/admin/withdrawals';
const PASS = 'POST /api/admin/withdrawal_pass';
/** Decision 052: above the operator's amount, two operators pass a withdrawal. */
const large = withdrawalOf({ amount_cents: 800_000, fee_cents: 300, arrival_cents: 799_700, needs_two: true });
const approvedOnce = { ...large, first_approved_by: 'lin' };

configureConsoleTests({ skipVisibilityCheck: true });

const rowOf = (account: string) => screen.getByText(account).closest('tr')!;
/** The queue's first row; the first test of the file also waits for the console's lazy chunks on a busy machine. */
const queueShows = (account: string) => screen.findByText(account, {}, { timeout: 15_000 });

describe('two approvals of a large withdrawal', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('marks the waiting withdrawals that need two approvals, and who gave the first', async () => {
    server = fakeHttp({
      [LIST]: pageOfWithdrawals([
        large,
        { ...approvedOnce, id: 9, user: { id: 5, account: 'bo' } },
        withdrawalOf({ id: 10, user: { id: 6, account: 'cy' } }),
      ]),
    });
    await renderAdmin('/admin/withdrawals');
    await queueShows('ada');
    expect(within(rowOf('ada')).getByText('Needs 2 approvals')).toBeInTheDocument();
    expect(within(rowOf('bo')).getByText('1st approval by lin')).toBeInTheDocument();
    expect(within(rowOf('bo')).queryByText('Needs 2 approvals')).toBeNull();
    expect(within(rowOf('cy')).queryByText('Needs 2 approvals')).toBeNull();
    expect(within(rowOf('cy')).queryByText(/1st approval/)).toBeNull();
  });

  it('records a first approval, after saying nothing is paid yet, and the row stays waiting with its approver', async () => {
    server = fakeHttp({
      [LIST]: [pageOfWithdrawals([large]), pageOfWithdrawals([{ ...large, first_approved_by: 'operator' }])],
      [PASS]: ok({ ...large, first_approved_by: 'operator' }),
    });
    const { user } = await renderAdmin('/admin/withdrawals');
    await queueShows('ada');
    await user.click(within(rowOf('ada')).getByRole('button', { name: 'Pass' }));

    const dialog = await findOnlyDialog('Give the first approval of withdrawal 7?');
    expect(dialog).toHaveTextContent(
      '$8,000.00 is above the two-approval amount: your approval is recorded and nothing is paid yet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('First approval of withdrawal 7 recorded; another operator must approve it.'),
    ).toBeInTheDocument();
    expect(server.calls(PASS).map((request) => request.body)).toEqual([{ id: 7 }]);
    expect(await within(rowOf('ada')).findByText('1st approval by operator')).toBeInTheDocument();
    expect(within(rowOf('ada')).getByText('Waiting')).toBeInTheDocument();
    expect(within(rowOf('ada')).getByRole('button', { name: 'Pass' })).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(2);
  });

  it('asks for the payout hash of a large on-chain withdrawal only on its second approval', async () => {
    const chainLarge = { ...onChainWithdrawal, needs_two: true };
    server = fakeHttp({
      [LIST]: pageOfWithdrawals([
        chainLarge,
        { ...chainLarge, id: 9, first_approved_by: 'lin', user: { id: 5, account: 'bo' } },
      ]),
    });
    const { user } = await renderAdmin('/admin/withdrawals');
    await queueShows('bao');
    await user.click(within(rowOf('bao')).getByRole('button', { name: 'Pass' }));
    const first = await findOnlyDialog('Give the first approval of withdrawal 8?');
    expect(within(first).queryByLabelText('Payout transaction hash')).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));

    await user.click(within(rowOf('bo')).getByRole('button', { name: 'Pass' }));
    const second = await findDialog('Pass withdrawal 9?');
    expect(within(second).getByLabelText('Payout transaction hash')).toBeInTheDocument();
  });
});
