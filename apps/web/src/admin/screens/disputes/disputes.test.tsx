import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDisputeCase, AdminDisputeRow } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { orderDetailOf } from '../orders/order.test-data';

configureConsoleTests();

const SN = '20250301123456789';
const HOUR = 3600 * 1000;
const rowOf = (patch: Partial<AdminDisputeRow> = {}): AdminDisputeRow => ({
  id: 3,
  order_id: 8,
  order_sn: SN,
  refund_id: 5,
  status: 1,
  want: 'part_refund',
  want_cents: 2_500,
  paid_cents: 11_800,
  due_at: new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR + 60_000).toISOString(),
  decision: null,
  decided_cents: null,
  decision_reason: null,
  created_at: '2025-03-05T09:00:00.000Z',
  decided_at: null,
  shop: { id: 1, name: 'Circuit Hub' },
  user: { id: 9, account: 'ada' },
  ...patch,
});
const caseOf = (patch: Partial<AdminDisputeRow> = {}): AdminDisputeCase => ({
  case: {
    ...rowOf(patch),
    events: [
      {
        id: 1,
        kind: 'opened',
        actor: 'buyer',
        text: 'Two keys broke.',
        pictures: ['/uploads/private/0123456789abcdef0123456789abcdef.png'],
        decision: null,
        amount_cents: 2_500,
        created_at: '2025-03-05T09:00:00.000Z',
      },
    ],
  },
  order: orderDetailOf({ id: 8, sn: SN }),
  refund: {
    id: 5,
    order_id: 8,
    order_sn: SN,
    type: 'refund_only',
    goods_status: 'received',
    product_ids: [1],
    amount_cents: 2_000,
    max_cents: 11_800,
    reason: 'damaged',
    explanation: 'Broken',
    proofs: [],
    status: 3,
    refuse_reason: 'Looks fine to us',
    return_carrier: null,
    return_tracking_no: null,
    created_at: '2025-03-04T09:00:00.000Z',
    decided_at: '2025-03-04T19:00:00.000Z',
  },
});

describe('arbitration', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists open cases with the time left on each', async () => {
    server = fakeHttp({ 'GET /api/admin/disputes': ok({ list: [rowOf()], total: 1, page: 1, limit: 20 }) });
    await renderAdmin('/admin/disputes');
    expect(await screen.findByRole('link', { name: `Case of order ${SN}` })).toHaveAttribute(
      'href',
      '/admin/disputes/3',
    );
    expect(screen.getByText('2 d 5 h left')).toBeInTheDocument();
    expect(server.calls('GET /api/admin/disputes')[0]!.url).toContain('status=open');
  });

  it("shows both sides and the place for the conversation, and decides a part refund with the buyer's reason", async () => {
    const decided = { status: 2 as const, decision: 'part_refund' as const, decided_cents: 1_234 };
    server = fakeHttp({
      'GET /api/admin/dispute': [ok(caseOf()), ok(caseOf({ ...decided, decision_reason: 'Keys broken' }))],
      'POST /api/admin/dispute_decide': ok({ ...caseOf(decided).case, events: [] }, 'The case has been decided'),
      'GET /api/admin/conversation': ok({
        order_id: 8,
        sn: 'TW8',
        shop: { id: 1, name: 'Circuit Hub' },
        buyer: { id: 5, account: 'mira' },
        list: [
          {
            id: 71,
            sender: 'buyer',
            body: 'The box was crushed when it came.',
            pictures: [],
            created_at: '2026-11-20T10:00:00.000Z',
            read: true,
            hidden: null,
            own_links: [],
          },
        ],
        has_earlier: false,
        unread: 0,
      }),
    });
    const { user } = await renderAdmin('/admin/disputes/3');
    expect(await screen.findByText('Two keys broke.')).toBeInTheDocument();
    expect(screen.getByText('Looks fine to us')).toBeInTheDocument();
    expect(screen.getByText('The shop did not answer in time')).toBeInTheDocument();
    // The conversation with the shop is the arbitration's evidence, read-only here (no Hide button).
    const conversation = await screen.findByRole('list', { name: 'Messages, oldest first' });
    expect(within(conversation).getByText('The box was crushed when it came.')).toBeInTheDocument();
    expect(within(conversation).queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: /Picture 1 from/ })).toHaveAttribute(
      'src',
      '/api/admin/uploads/private/0123456789abcdef0123456789abcdef.png',
    );

    await user.click(screen.getByRole('radio', { name: 'Part refund' }));
    await user.type(await screen.findByLabelText(/Amount to refund/), '12.34');
    await user.type(screen.getByLabelText('Reason the buyer reads'), 'Keys broken');
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    const confirm = await findDialog(`Decide the case of order ${SN}?`);
    expect(confirm).toHaveTextContent('Refund $12.34 to the buyer’s balance. Reason: Keys broken');
    await user.click(within(confirm).getByRole('button', { name: 'Decide' }));
    await waitFor(() =>
      expect(server!.calls('POST /api/admin/dispute_decide').map((r) => r.body)).toEqual([
        { id: 3, decision: 'part_refund', amount: '12.34', reason: 'Keys broken' },
      ]),
    );
  });

  it("takes the shop's answer while the case waits for it", async () => {
    server = fakeHttp({
      'GET /api/admin/dispute': ok(caseOf({ status: 0 })),
      'POST /api/admin/dispute_answer': ok({ ...caseOf({ status: 1 }).case }, 'Your answer has been added to the case'),
    });
    const { user } = await renderAdmin('/admin/disputes/3');
    expect(await screen.findByText('The shop has not answered yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide' })).toBeNull();
    await user.type(screen.getByLabelText('Your side of the case'), 'Packed with care.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() =>
      expect(server!.calls('POST /api/admin/dispute_answer').map((r) => r.body)).toEqual([
        { id: 3, statement: 'Packed with care.', pictures: [] },
      ]),
    );
  });
});
