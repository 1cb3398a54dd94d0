import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminWalletApi, type WithdrawalLimits } from '@tradewind/contract';
import { fakeHttp, fail, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';

configureConsoleTests({ skipVisibilityCheck: true });

const LIMITS: WithdrawalLimits = {
  destination_wait_minutes: 1_440,
  hold_minutes: 720,
  max_cents: 1_000_000,
  daily_max_cents: 2_000_000,
  dual_approval_cents: 500_000,
};
const GET = `GET ${AdminWalletApi.withdrawalLimits}`;
const SAVE = `POST ${AdminWalletApi.withdrawalLimitsSave}`;

/** The server's answer to a save: the body's values, in the shape GET answers. */
const saved = ({ body }: FakeRequest) => {
  const sent = body as Record<string, number | string>;
  const cents = (text: number | string) => Math.round(Number(text) * 100);
  return ok({
    destination_wait_minutes: sent.destination_wait_minutes,
    hold_minutes: sent.hold_minutes,
    max_cents: cents(sent.max!),
    daily_max_cents: cents(sent.daily_max!),
    dual_approval_cents: cents(sent.dual_approval!),
  });
};

async function openLimits(routes: Parameters<typeof fakeHttp>[0] = {}) {
  const server = fakeHttp({
    [`GET ${AdminWalletApi.settings}`]: ok({ fee: { rate_bps: 100, min_cents: 100 }, min_cents: 1_000 }),
    [GET]: ok(LIMITS),
    [SAVE]: saved,
    ...routes,
  });
  const view = await renderAdmin('/admin/fees');
  const wait = await screen.findByLabelText('Wait for a new payout destination');
  await waitFor(() => expect(wait).toHaveValue('1440'));
  return { ...view, server, wait };
}

async function replace(user: Awaited<ReturnType<typeof openLimits>>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('withdrawal limits', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("shows the server's waits in minutes and its limits as amounts", async () => {
    const view = await openLimits();
    server = view.server;
    expect(screen.getByText('Withdrawal limits')).toBeInTheDocument();
    expect(screen.getByLabelText('Hold after a security change')).toHaveValue('720');
    expect(screen.getByLabelText('Most per withdrawal')).toHaveValue('10000.00');
    expect(screen.getByLabelText('Most per 24 hours')).toHaveValue('20000.00');
    expect(screen.getByLabelText('Two approvals above')).toHaveValue('5000.00');
  });

  it('saves after a confirmation that states the new values, sending minutes and decimal amounts', async () => {
    const view = await openLimits();
    server = view.server;
    const { user, wait } = view;
    await replace(user, wait, '60');
    await replace(user, screen.getByLabelText('Hold after a security change'), '0');
    await replace(user, screen.getByLabelText('Most per withdrawal'), '2500.5');
    await replace(user, screen.getByLabelText('Most per 24 hours'), '4000');
    await replace(user, screen.getByLabelText('Two approvals above'), '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save the withdrawal limits?');
    expect(dialog).toHaveTextContent(
      'New payout destinations wait 60 minutes; withdrawals are held 0 minutes after a security change. At most $2,500.50 per withdrawal and $4,000.00 per 24 hours; two operators approve withdrawals above $0.00.',
    );
    expect(server.calls(SAVE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Withdrawal limits saved')).toBeInTheDocument();
    expect(server.calls(SAVE).map((request) => request.body)).toEqual([
      { destination_wait_minutes: 60, hold_minutes: 0, max: '2500.50', daily_max: '4000.00', dual_approval: '0.00' },
    ]);
    expect(screen.getByLabelText('Most per withdrawal')).toHaveValue('2500.50');
  });

  it('refuses part minutes, more than 30 days and a zero limit before asking anything', async () => {
    const view = await openLimits();
    server = view.server;
    const { user, wait } = view;
    await replace(user, wait, '1.5');
    await replace(user, screen.getByLabelText('Hold after a security change'), '43201');
    await replace(user, screen.getByLabelText('Most per withdrawal'), '0');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findAllByText('Enter whole minutes from 0 to 43200 (30 days)')).toHaveLength(2);
    expect(screen.getByText('The amount must be more than 0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(SAVE)).toHaveLength(0);
  });

  it("shows the server's refusal on its field and keeps the typed values", async () => {
    const view = await openLimits({
      [SAVE]: fail(422, 'Please check the highlighted fields', 'VALIDATION', 0, { daily_max: 'Too large' }),
    });
    server = view.server;
    const { user } = view;
    await replace(user, screen.getByLabelText('Most per 24 hours'), '99999');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the highlighted fields')).toBeInTheDocument();
    expect(await screen.findByText('Too large')).toBeInTheDocument();
    expect(screen.getByLabelText('Most per 24 hours')).toHaveValue('99999');
  });
});
