import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findOnlyDialog } from '../../test/dialogs';
import { DASHBOARD } from '../dashboard/dashboard-fixture';
import { pageOfRecharges, rechargeOf } from './recharge.test-data';

configureConsoleTests({ skipVisibilityCheck: true });

/** Decision 028: a deposit credited by the chain whose transfer a reorg later took away. */
const reorged = rechargeOf({
  method: 'chain',
  network: 'Polygon',
  status: 1,
  arrival_cents: 14_950,
  evidence: null,
  tx_hash: `0x${'ab'.repeat(32)}`,
  chain_state: 'credited',
  decided_at: '2025-03-01T10:00:00.000Z',
  reorg: { at: '2025-03-01T11:00:00.000Z', settled_at: null, settled_by: null },
});

describe('a credited deposit that left the chain', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('is counted on the dashboard, whose card opens the flagged deposits', async () => {
    const data = DASHBOARD;
    server = fakeHttp({
      'GET /api/admin/dashboard': ok({ ...data, pending: { ...data.pending, deposits_reorged: 2 } }),
      'GET /api/admin/recharges': pageOfRecharges([reorged]),
    });
    const { user } = await renderAdmin('/admin');
    const card = await screen.findByRole('region', { name: 'Deposits that left the chain' });
    expect(within(card).getByText('2')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Review them' }));
    expect(await screen.findByText(/Credited deposits whose transfer left the chain afterwards/)).toBeInTheDocument();
    expect(server.calls('GET /api/admin/recharges').at(-1)!.url).toContain('reorged=1');
  });

  it('is flagged in the queue until the operator marks it handled, having been asked first', async () => {
    server = fakeHttp({
      'GET /api/admin/recharges': [
        pageOfRecharges([reorged]),
        pageOfRecharges([
          { ...reorged, reorg: { ...reorged.reorg!, settled_at: '2025-03-02T08:00:00.000Z', settled_by: 'operator' } },
        ]),
      ],
      'POST /api/admin/recharge_reorg_settle': ({ body }) => ok(body, 'Saved'),
    });
    const { user } = await renderAdmin('/admin/recharges?status=all&reorged=1');
    const row = (await screen.findByText('ada')).closest('tr')!;
    expect(within(row).getByText('Left the chain')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark handled' }));
    const dialog = await findOnlyDialog('Mark the deposit of recharge 12 handled?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Recharge 12 marked handled.')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/recharge_reorg_settle').map((r) => r.body)).toEqual([{ id: 12 }]);
    expect(await screen.findByText(/^Handled by operator/)).toBeInTheDocument();
  });
});
