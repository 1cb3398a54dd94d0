import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeHttp } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { getRow } from '../../test/rows';
import { onChainWithdrawal, pageOfWithdrawals, withdrawalOf } from './withdrawal.test-data';

const passed = withdrawalOf({
  id: 5,
  status: 1,
  decided_at: '2025-03-01T10:00:00.000Z',
  decided_by: 'boss',
  user: { id: 5, account: 'chen' },
});
const refused = withdrawalOf({
  id: 6,
  status: 2,
  refuse_reason: 'Card holder does not match',
  decided_at: '2025-03-01T10:05:00.000Z',
  decided_by: 'boss',
  user: { id: 6, account: 'dana' },
});

const LIST = 'GET /api/admin/withdrawals';

configureConsoleTests({ skipVisibilityCheck: true });

describe('withdrawal audit queue', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('asks for waiting withdrawals first and shows amount, fee, arrival and where to pay, masked', async () => {
    server = fakeHttp({ [LIST]: pageOfWithdrawals([withdrawalOf(), onChainWithdrawal]) });
    await renderAdmin('/admin/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawal requests' });
    await within(table).findByText('ada');
    expect(server.calls(LIST)[0].url).toBe('/api/admin/withdrawals?status=0&page=1&limit=20');

    const bank = getRow('ada');
    expect(bank).toHaveTextContent('$100.00');
    expect(bank).toHaveTextContent('$3.00');
    expect(bank).toHaveTextContent('$97.00');
    expect(within(bank).getByText('Bank card · HSBC')).toBeInTheDocument();
    expect(within(bank).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(bank).getByText('Holder: Ada Lovelace')).toBeInTheDocument();
    expect(within(bank).getByText('Waiting')).toBeInTheDocument();

    const chain = getRow('bao');
    expect(within(chain).getByText('On-chain · TRC20')).toBeInTheDocument();
    expect(within(chain).getByText('TQn9ab…x8Kp')).toBeInTheDocument();
    expect(chain).not.toHaveTextContent('TQn9abcdefghijklmnopx8Kp');
    expect(chain).toHaveTextContent('$48.00');
  });

  it('filters by state and by buyer on the server', async () => {
    server = fakeHttp({ [LIST]: pageOfWithdrawals([withdrawalOf()]) });
    const { user } = await renderAdmin('/admin/withdrawals');
    await screen.findByText('ada');
    await user.click(screen.getByRole('radio', { name: 'Passed' }));
    await waitFor(() =>
      expect(server!.calls(LIST).at(-1)!.url).toBe('/api/admin/withdrawals?status=1&page=1&limit=20'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buyer account' }), 'ad{Enter}');
    await waitFor(() =>
      expect(server!.calls(LIST).at(-1)!.url).toBe('/api/admin/withdrawals?status=1&account=ad&page=1&limit=20'),
    );
  });

  it('shows decided withdrawals with their decision and no buttons at all', async () => {
    server = fakeHttp({ [LIST]: pageOfWithdrawals([passed, refused]) });
    await renderAdmin('/admin/withdrawals?status=all');
    await screen.findByText('chen');

    const paid = getRow('chen');
    expect(within(paid).getByText('Passed')).toBeInTheDocument();
    expect(within(paid).getByText(/^By boss · /)).toBeInTheDocument();
    const no = getRow('dana');
    expect(within(no).getByText('Refused')).toBeInTheDocument();
    expect(within(no).getByText('Reason: Card holder does not match')).toBeInTheDocument();
    for (const row of [paid, no]) expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it("shows the server's reason when the queue cannot be loaded", async () => {
    server = fakeHttp({ [LIST]: fail(500, 'The server could not answer') });
    await renderAdmin('/admin/withdrawals');
    expect(await screen.findByText('The server could not answer')).toBeInTheDocument();
  });
});
