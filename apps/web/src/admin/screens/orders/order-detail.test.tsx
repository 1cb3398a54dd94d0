import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { dialogTitled, findDialog } from '../../test/dialogs';
import { orderDetailOf } from './order.test-data';

configureConsoleTests();
const DETAIL = 'GET /api/admin/order';
const shipped = orderDetailOf({
  status: 2,
  carrier: 'DHL Express',
  tracking_no: 'JD0146000099',
  shipped_at: '2025-03-02T08:00:00.000Z',
  logistics: [
    {
      text: 'Arrived at the sorting centre',
      location: 'Leipzig, Germany',
      at: '2025-03-03T10:00:00.000Z',
      stage: null,
    },
    { text: 'DHL Express JD0146000099', location: null, at: '2025-03-02T08:00:00.000Z', stage: 'shipped' },
  ],
});

async function openOrder(order: OrderDetail) {
  const view = await renderAdmin(`/admin/orders/${order.id}`);
  await screen.findByRole('heading', { level: 2, name: `Order No. ${order.sn}` });
  return view;
}
/** The order's header card: its number, state and the actions its state allows. */
const headerOf = (sn: string) =>
  screen.getByRole('heading', { level: 2, name: `Order No. ${sn}` }).closest<HTMLElement>('.ant-card')!;
const posted = (server: ReturnType<typeof fakeHttp>, key: string) => server.calls(key).map((r) => r.body);

describe('one order on the desk', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('shows the lines with their pictures, the address, the amounts and the logistics timeline', async () => {
    server = fakeHttp({ [DETAIL]: ok(shipped) });
    await openOrder(shipped);

    const lines = screen.getByRole('table', { name: `Items of order ${shipped.sn}` });
    expect(within(lines).getByRole('img', { name: 'Picture of Aurora 14 laptop' })).toHaveAttribute(
      'src',
      shipped.lines[0]!.image,
    );
    expect(within(lines).getByRole('row', { name: /Keyclick keyboard/ })).toHaveTextContent('$59.00');
    expect(within(lines).getByRole('row', { name: /Keyclick keyboard/ })).toHaveTextContent('$118.00');
    expect(screen.getByText('Silver · 16 GB')).toBeInTheDocument();
    expect(screen.getByText('Camille Durand')).toBeInTheDocument();
    expect(screen.getByText('12 rue de Rivoli, 75004')).toBeInTheDocument();
    expect(screen.getByText('Discount (TEN)')).toBeInTheDocument();
    expect(screen.getByText('−$60.00')).toBeInTheDocument();
    expect(screen.getByText('$962.00')).toBeInTheDocument();
    // The state, the date's label and the first event's stage.
    expect(screen.getAllByText('Shipped')).toHaveLength(3);
    expect(screen.getByText('Arrived at the sorting centre')).toBeInTheDocument();
    expect(screen.getByText('Leipzig, Germany')).toBeInTheDocument();
    expect(screen.getByText('JD0146000099')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add logistics event' })).toBeInTheDocument();
  });

  it('ships only after the carrier and number are given and confirmed, then shows the order delivered', async () => {
    const waiting = orderDetailOf();
    server = fakeHttp({
      [DETAIL]: [ok(waiting), ok(shipped)],
      'POST /api/admin/order_ship': ok(shipped, 'Shipped'),
    });
    const { user } = await openOrder(waiting);
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await findDialog(`Ship order ${waiting.sn}`);
    expect(dialog).toHaveTextContent('To Camille Durand, Île-de-France, Paris.');

    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Enter the carrier')).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter the tracking number')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Carrier'), ' DHL Express ');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'JD0146000099');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));

    const confirm = await findDialog(`Ship order ${waiting.sn}?`);
    expect(confirm).toHaveTextContent('DHL Express, tracking number JD0146000099.');
    expect(server.calls('POST /api/admin/order_ship')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, ship it' }));

    expect(await screen.findByText(`Order ${waiting.sn} shipped with DHL Express.`)).toBeInTheDocument();
    expect(posted(server, 'POST /api/admin/order_ship')).toEqual([
      { id: 41, carrier: 'DHL Express', tracking_no: 'JD0146000099' },
    ]);
    await waitFor(() => expect(dialogTitled(`Ship order ${waiting.sn}`)).toBeNull());
    expect(await screen.findByText('Arrived at the sorting centre')).toBeInTheDocument();
    expect(within(headerOf(shipped.sn)).queryByRole('button', { name: 'Ship' })).toBeNull();
  });

  it('sends nothing when the shipping is not confirmed', async () => {
    const waiting = orderDetailOf();
    server = fakeHttp({ [DETAIL]: ok(waiting), 'POST /api/admin/order_ship': ok(shipped) });
    const { user } = await openOrder(waiting);
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await findDialog(`Ship order ${waiting.sn}`);
    await user.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number'), '42');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    const confirm = await findDialog(`Ship order ${waiting.sn}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('POST /api/admin/order_ship')).toHaveLength(0);
    expect(dialogTitled(`Ship order ${waiting.sn}`)).toBeInTheDocument();
  });

  it('adds a staged event with its place and time, after a confirmation', async () => {
    const later = {
      stage: 'customs' as const,
      text: 'Cleared customs',
      location: 'Paris CDG',
      at: '2025-03-04T07:00:00.000Z',
    };
    server = fakeHttp({
      [DETAIL]: [ok(shipped), ok({ ...shipped, stage: 'customs', logistics: [later, ...shipped.logistics] })],
      'POST /api/admin/order_logistics': ok(shipped, 'Saved'),
    });
    const { user } = await openOrder(shipped);
    await user.click(screen.getByRole('button', { name: 'Add logistics event' }));
    const dialog = await findDialog(`Add a logistics event to order ${shipped.sn}`);
    // Neither a stage nor a note: the form asks for one and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(await within(dialog).findByText('Choose a stage or describe the update')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByTitle('Customs'));
    await user.type(within(dialog).getByLabelText('Place (optional)'), 'Paris CDG');
    const when = within(dialog).getByLabelText('When (UTC)');
    await user.clear(when);
    await user.type(when, '2025-03-04T08:00');
    await user.type(within(dialog).getByLabelText('What the carrier says (optional with a stage)'), 'Cleared customs');
    await user.click(within(dialog).getByRole('button', { name: 'Add event' }));

    const confirm = await findDialog(`Add this event to order ${shipped.sn}?`);
    expect(confirm).toHaveTextContent('“Customs — Cleared customs” at Paris CDG.');
    await user.click(within(confirm).getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText(`Logistics event added to order ${shipped.sn}.`)).toBeInTheDocument();
    expect(posted(server, 'POST /api/admin/order_logistics')).toEqual([
      {
        id: 41,
        stage: 'customs',
        text: 'Cleared customs',
        location: 'Paris CDG',
        at: '2025-03-04T08:00:00.000Z',
      },
    ]);
    expect(await screen.findByText('Cleared customs')).toBeInTheDocument();
  });

  it('closes an unpaid order only with a reason, and shows it closed', async () => {
    const unpaid = orderDetailOf({ status: 0, paid_at: null, pay_deadline: '2025-03-01T10:00:00.000Z' });
    const closed = { ...unpaid, status: -1, cancelled_by: 'operator' as const, cancel_reason: 'Duplicate order' };
    server = fakeHttp({
      [DETAIL]: [ok(unpaid), ok(closed)],
      'POST /api/admin/order_close': ok(closed, 'Order cancelled'),
    });
    const { user } = await openOrder(unpaid);
    expect(screen.getByText('Cancelled if still unpaid at')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    const dialog = await findDialog(`Close unpaid order ${unpaid.sn}`);
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Close order' }));
    expect(await within(dialog).findByText('Give the reason for closing')).toBeInTheDocument();
    expect(dialogTitled(`Close order ${unpaid.sn}?`)).toBeNull();

    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate order');
    await user.click(within(dialog).getByRole('button', { name: 'Close order' }));
    const confirm = await findDialog(`Close order ${unpaid.sn}?`);
    expect(confirm).toHaveTextContent('Reason: Duplicate order. A closed order cannot be reopened.');
    await user.click(within(confirm).getByRole('button', { name: 'Close order' }));

    expect(await screen.findByText(`Order ${unpaid.sn} closed.`)).toBeInTheDocument();
    expect(posted(server, 'POST /api/admin/order_close')).toEqual([{ id: 41, reason: 'Duplicate order' }]);
    expect(await screen.findByText('An operator closed this order.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Duplicate order')).toBeInTheDocument();
    expect(within(headerOf(shipped.sn)).queryByRole('button', { name: 'Close order' })).toBeNull();
  });

  it('a paid order its buyer cancelled says it was refunded, and why, in the operator’s words', async () => {
    const cancelled = orderDetailOf({
      status: -1,
      cancelled_by: 'buyer',
      cancel_reason_code: 'delivery_too_slow',
      paid_at: '2025-03-01T10:05:00.000Z',
    });
    server = fakeHttp({ [DETAIL]: ok(cancelled) });
    await openOrder(cancelled);
    expect(
      screen.getByText(/The buyer cancelled this order before it shipped; \$[\d,.]+ went back to their balance\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Delivery takes too long')).toBeInTheDocument();
    expect(within(headerOf(cancelled.sn)).queryByRole('button', { name: 'Ship' })).toBeNull();
  });

  it("shows the server's message and the order as it now is when it moved on meanwhile", async () => {
    const unpaid = orderDetailOf({ status: 0, paid_at: null });
    server = fakeHttp({
      [DETAIL]: [ok(unpaid), ok(orderDetailOf())],
      'POST /api/admin/order_close': fail(409, 'This cannot be done in the order’s current state', 'ORDER_STATE'),
    });
    const { user } = await openOrder(unpaid);
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    const dialog = await findDialog(`Close unpaid order ${unpaid.sn}`);
    await user.type(within(dialog).getByLabelText('Reason'), 'No answer');
    await user.click(within(dialog).getByRole('button', { name: 'Close order' }));
    const confirm = await findDialog(`Close order ${unpaid.sn}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Close order' }));

    expect(await screen.findByText('This cannot be done in the order’s current state')).toBeInTheDocument();
    await waitFor(() => expect(dialogTitled(`Close unpaid order ${unpaid.sn}`)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeInTheDocument();
  });
});
