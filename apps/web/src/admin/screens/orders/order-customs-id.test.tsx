import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { orderDetailOf } from './order.test-data';

configureConsoleTests();
const DETAIL = 'GET /api/admin/order';
const REVEAL = 'POST /api/admin/order_customs_id';
const PCCC = 'P500012345234';

const base = orderDetailOf({ status: 1 });
const seoulOrder = (reveals = base.customs_id_reveals) =>
  orderDetailOf({
    status: 1,
    address: {
      ...base.address,
      area: 'Seoul, Mapo-gu',
      country: 'KR',
      postal_code: '04038',
      customs_id_masked: 'P•••••••••234',
    },
    customs_id_reveals: reveals,
  });
const EARLIER = { operator_id: 7, operator: 'lea', revealed_at: '2026-11-27T09:15:00.000Z' };
const NOW = { operator_id: 3, operator: 'ops', revealed_at: '2026-11-28T07:30:00.000Z' };

describe('the order the operator ships (decision 041)', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });
  const shipTo = async () => (await screen.findByText('Ship to')).closest<HTMLElement>('.ant-card')!;

  it('shows the country, the postal code and the customs ID masked, and who has seen it in full', async () => {
    const order = seoulOrder([EARLIER]);
    server = fakeHttp({ [DETAIL]: ok(order) });
    await renderAdmin(`/admin/orders/${order.id}`);
    const card = await shipTo();
    expect(card).toHaveTextContent('CountrySouth Korea');
    expect(card).toHaveTextContent('Postal code04038');
    expect(card).toHaveTextContent('Customs IDP•••••••••234');
    expect(card).not.toHaveTextContent(PCCC);
    const looks = within(card).getByRole('list', { name: 'Seen in full by' });
    expect(within(looks).getAllByRole('listitem')[0]).toHaveTextContent(/^lea · /);
    expect(server.calls(REVEAL)).toHaveLength(0);
  });

  it('"Show" reveals it by a call of its own, which lists this look at once; "Hide" masks it again', async () => {
    const order = seoulOrder();
    server = fakeHttp({ [DETAIL]: ok(order), [REVEAL]: ok({ customs_id: PCCC, reveals: [NOW] }) });
    await renderAdmin(`/admin/orders/${order.id}`);
    const card = await shipTo();
    expect(card).toHaveTextContent('No one has seen it in full yet.');
    expect(card).toHaveTextContent('Showing it in full is recorded under your name.');
    await userEvent.click(within(card).getByRole('button', { name: 'Show the full customs ID' }));
    expect(await within(card).findByText(PCCC)).toBeInTheDocument();
    expect(server.calls(REVEAL).map((call) => call.body)).toEqual([{ id: order.id }]);
    const looks = within(card).getByRole('list', { name: 'Seen in full by' });
    expect(within(looks).getAllByRole('listitem')[0]).toHaveTextContent(/^ops · /);
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(card).not.toHaveTextContent(PCCC);
    expect(card).toHaveTextContent('P•••••••••234');
  });

  it('says why when the reveal is refused, and shows nothing more', async () => {
    const order = seoulOrder();
    server = fakeHttp({ [DETAIL]: ok(order), [REVEAL]: fail(404, 'Not found', 'NOT_FOUND') });
    await renderAdmin(`/admin/orders/${order.id}`);
    const card = await shipTo();
    await userEvent.click(within(card).getByRole('button', { name: 'Show the full customs ID' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Not found');
    expect(card).toHaveTextContent('P•••••••••234');
  });

  it('says nothing of a customs ID where the order has none', async () => {
    server = fakeHttp({ [DETAIL]: ok(base) });
    await renderAdmin(`/admin/orders/${base.id}`);
    const card = await shipTo();
    expect(card).not.toHaveTextContent('Customs ID');
    expect(within(card).queryByRole('button', { name: 'Show the full customs ID' })).not.toBeInTheDocument();
  });
});
