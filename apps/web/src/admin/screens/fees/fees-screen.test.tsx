import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminWalletApi, type WalletSettings } from '@tradewind/contract';
import { fakeHttp, fail, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';

configureConsoleTests({ skipVisibilityCheck: true });

const SETTINGS: WalletSettings = { fee: { rate_bps: 100, min_cents: 100 }, min_cents: 1_000 };
const GET = `GET ${AdminWalletApi.settings}`;
const SAVE = `POST ${AdminWalletApi.settingsSave}`;
const LIMITS = `GET ${AdminWalletApi.withdrawalLimits}`;
const LIMITS_OF = {
  destination_wait_minutes: 1_440,
  hold_minutes: 1_440,
  max_cents: 1_000_000,
  daily_max_cents: 2_000_000,
  dual_approval_cents: 500_000,
};

/** The server's answer to a save: the body's values, in the shape GET answers. */
const saved = ({ body }: FakeRequest) => {
  const sent = body as { rate_bps: number; fee_min: string; withdraw_min: string };
  const cents = (text: string) => Math.round(Number(text) * 100);
  return ok({ fee: { rate_bps: sent.rate_bps, min_cents: cents(sent.fee_min) }, min_cents: cents(sent.withdraw_min) });
};

async function openFees(routes: Parameters<typeof fakeHttp>[0]) {
  const server = fakeHttp({ [GET]: ok(SETTINGS), [SAVE]: saved, [LIMITS]: ok(LIMITS_OF), ...routes });
  const view = await renderAdmin('/admin/fees');
  const rate = await screen.findByLabelText('Service charge rate');
  await waitFor(() => expect(rate).toHaveValue('1.00'));
  return { ...view, server, rate };
}

async function replace(user: Awaited<ReturnType<typeof openFees>>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('withdrawal fees', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("shows the server's settings, the rate as a percent, and what a buyer would pay", async () => {
    const view = await openFees({});
    server = view.server;
    expect(screen.getByLabelText('Minimum service charge')).toHaveValue('1.00');
    expect(screen.getByLabelText('Smallest withdrawal')).toHaveValue('10.00');
    expect(screen.getByText('Withdrawing $100.00')).toBeInTheDocument();
    expect(screen.getByText('Service charge $1.00, $99.00 arrives')).toBeInTheDocument();
    expect(screen.getByText('Service charge $1.00, $9.00 arrives')).toBeInTheDocument();
  });

  it('saves after a confirmation that states the new values, sending basis points and decimal amounts', async () => {
    const view = await openFees({});
    server = view.server;
    const { user, rate } = view;
    await replace(user, rate, '2.5');
    await replace(user, screen.getByLabelText('Minimum service charge'), '0.5');
    await replace(user, screen.getByLabelText('Smallest withdrawal'), '20');
    expect(screen.getByText('Service charge $2.50, $97.50 arrives')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save the withdrawal settings?');
    expect(dialog).toHaveTextContent('Service charge 2.5% of the amount, at least $0.50. Smallest withdrawal $20.00.');
    expect(server.calls(SAVE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved: service charge 2.5%, at least $0.50; smallest withdrawal $20.00'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE).map((request) => request.body)).toEqual([
      { rate_bps: 250, fee_min: '0.50', withdraw_min: '20.00' },
    ]);
  });

  it('refuses a rate above 50% or with more than two decimals before asking anything', async () => {
    const view = await openFees({});
    server = view.server;
    const { user, rate } = view;
    await replace(user, rate, '50.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter a percentage from 0 to 50% with two decimal places at most'),
    ).toBeInTheDocument();
    await replace(user, rate, '1.255');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Enter a percentage from 0 to 50% with two decimal places at most'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the typed values", async () => {
    const view = await openFees({
      [SAVE]: fail(422, 'Please check the highlighted fields', 'VALIDATION', 0, { withdraw_min: 'Too large' }),
    });
    server = view.server;
    const { user } = view;
    await replace(user, screen.getByLabelText('Smallest withdrawal'), '900');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the highlighted fields')).toBeInTheDocument();
    expect(await screen.findByText('Too large')).toBeInTheDocument();
    expect(screen.getByLabelText('Smallest withdrawal')).toHaveValue('900');
  });
});
