import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findOnlyDialog } from '../../test/dialogs';
import { pageOfRecharges, rechargeOf } from './recharge.test-data';

const waiting = rechargeOf();
const decided = { status: 1 as const, decided_at: '2025-03-01T10:00:00.000Z', decided_by: 'operator' };

configureConsoleTests({ skipVisibilityCheck: true });

async function openQueue() {
  const view = await renderAdmin('/admin/recharges');
  const row = (await screen.findByText('ada')).closest('tr')!;
  return { ...view, row };
}

describe('deciding a recharge', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('passes with the actual arrival amount, says whose balance grows, then shows the result', async () => {
    server = fakeHttp({
      'GET /api/admin/recharges': [
        pageOfRecharges([waiting]),
        pageOfRecharges([{ ...waiting, ...decided, arrival_cents: 14_000 }]),
      ],
      'POST /api/admin/recharge_pass': ({ body }) =>
        ok({ ...waiting, ...decided, arrival_cents: 14_000, id: (body as { id: number }).id }, 'Passed'),
    });
    const { user, row } = await openQueue();
    await user.click(within(row).getByRole('button', { name: 'Pass' }));

    const dialog = await findOnlyDialog('Pass recharge 12');
    expect(within(dialog).getByText('ada declared $149.50 (Manual transfer).')).toBeInTheDocument();
    const arrival = within(dialog).getByLabelText('Actual arrival amount');
    expect(arrival).toHaveValue('149.50');
    expect(within(dialog).getByText("$149.50 will be added to ada's balance.")).toBeInTheDocument();

    await user.clear(arrival);
    await user.type(arrival, '12.5.0');
    await user.click(within(dialog).getByRole('button', { name: 'Pass and credit' }));
    expect(await within(dialog).findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/recharge_pass')).toHaveLength(0);

    await user.clear(arrival);
    await user.type(arrival, '140');
    expect(within(dialog).getByText("$140.00 will be added to ada's balance.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pass and credit' }));

    expect(await screen.findByText("Recharge 12 passed: $140.00 added to ada's balance.")).toBeInTheDocument();
    expect(server.calls('POST /api/admin/recharge_pass').map((r) => r.body)).toEqual([{ id: 12, amount: '140.00' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Credited $140.00')).toBeInTheDocument();
    expect(server.calls('GET /api/admin/recharges')).toHaveLength(2);
    expect(within(screen.getByText('ada').closest('tr')!).queryByRole('button', { name: 'Pass' })).toBeNull();
  });

  it("shows the chain's facts of a deposit being confirmed, and overrides it only with a reason (decision 028)", async () => {
    const hash = `0x${'ef'.repeat(32)}`;
    const confirming = rechargeOf({
      method: 'chain',
      network: 'Polygon',
      address: '0x' + '2'.repeat(40),
      evidence: null,
      amount_cents: 2_500,
      tx_hash: hash,
      chain_state: 'confirming',
      confirmations: 3,
      confirmations_required: 12,
      chain: { log_index: 0, block_number: 4_321, token_units: '25000000', from: '0x' + '2'.repeat(40), to: null },
    });
    server = fakeHttp({
      'GET /api/admin/recharges': pageOfRecharges([confirming]),
      'POST /api/admin/recharge_pass': ok({ ...confirming, ...decided, arrival_cents: 2_500 }, 'Passed'),
    });
    const { user, row } = await openQueue();
    expect(within(row).getByText('Confirming 3/12')).toBeInTheDocument();
    expect(within(row).getByText('Block 4321, log 0: 25000000 token units')).toBeInTheDocument();
    expect(within(row).getByTitle(hash)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Pass' }));
    const dialog = await findOnlyDialog('Pass recharge 12');
    await user.click(within(dialog).getByRole('button', { name: 'Pass and credit' }));
    expect(await within(dialog).findByText('Enter why you pass it')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/recharge_pass')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for overriding the chain'), 'Node was behind');
    await user.click(within(dialog).getByRole('button', { name: 'Pass and credit' }));
    await waitFor(() =>
      expect(server!.calls('POST /api/admin/recharge_pass').map((r) => r.body)).toEqual([
        { id: 12, amount: '25.00', reason: 'Node was behind' },
      ]),
    );
  });

  it('refuses only with a reason, and says nothing is credited', async () => {
    server = fakeHttp({
      'GET /api/admin/recharges': [
        pageOfRecharges([waiting]),
        pageOfRecharges([{ ...waiting, ...decided, status: 2, refuse_reason: 'No payment arrived' }]),
      ],
      'POST /api/admin/recharge_refuse': ok({ ...waiting, status: 2, refuse_reason: 'No payment arrived' }),
    });
    const { user, row } = await openQueue();
    await user.click(within(row).getByRole('button', { name: 'Refuse' }));

    const dialog = await findOnlyDialog('Refuse recharge 12');
    expect(
      within(dialog).getByText("Nothing will be added to ada's balance. The buyer is told and sees your reason."),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Give the reason for refusing')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/recharge_refuse')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'No payment arrived');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Recharge 12 refused.')).toBeInTheDocument();
    expect(server.calls('POST /api/admin/recharge_refuse').map((r) => r.body)).toEqual([
      { id: 12, reason: 'No payment arrived' },
    ]);
    expect(await screen.findByText('Reason: No payment arrived')).toBeInTheDocument();
  });

  it("shows the server's message when another operator decided first, and then that decision", async () => {
    server = fakeHttp({
      'GET /api/admin/recharges': [
        pageOfRecharges([waiting]),
        pageOfRecharges([{ ...waiting, ...decided, decided_by: 'lin', arrival_cents: 14_950 }]),
      ],
      'POST /api/admin/recharge_pass': fail(409, 'This record has already been decided', 'ALREADY_DECIDED'),
    });
    const { user, row } = await openQueue();
    await user.click(within(row).getByRole('button', { name: 'Pass' }));
    const dialog = await findOnlyDialog('Pass recharge 12');
    await user.click(within(dialog).getByRole('button', { name: 'Pass and credit' }));

    expect(await screen.findByText('This record has already been decided')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^By lin · /)).toBeInTheDocument();
    expect(screen.getByText('Credited $149.50')).toBeInTheDocument();
  });

  it('keeps the dialog open with the problem under the field when the server refuses the amount', async () => {
    server = fakeHttp({
      'GET /api/admin/recharges': pageOfRecharges([waiting]),
      'POST /api/admin/recharge_pass': fail(422, 'Please check the form', 'VALIDATION', 0, {
        amount: 'The amount is too large',
      }),
    });
    const { user, row } = await openQueue();
    await user.click(within(row).getByRole('button', { name: 'Pass' }));
    const dialog = await findOnlyDialog('Pass recharge 12');
    await user.click(within(dialog).getByRole('button', { name: 'Pass and credit' }));
    expect(await within(dialog).findByText('The amount is too large')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
