import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { dialogTitled, findDialog } from '../../test/dialogs';
import { buttonIn, findRow } from '../../test/rows';
import { pageOfRefunds, refundOf } from './refund.test-data';

configureConsoleTests();

const LIST = 'GET /api/admin/refunds';
const SN = '20250301123456789';
const decided = { decided_at: '2025-03-06T09:00:00.000Z' };
const bodies = (server: ReturnType<typeof fakeHttp>, key: string) => server.calls(key).map((r) => r.body);

describe('deciding a refund', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("approves a refund without return after saying the amount goes back to the buyer's balance", async () => {
    const waiting = refundOf();
    server = fakeHttp({
      [LIST]: [pageOfRefunds([waiting]), pageOfRefunds([])],
      'POST /api/admin/refund_approve': ok({ ...waiting, ...decided, status: 2 }, 'Passed'),
    });
    const { user } = await renderAdmin('/admin/refunds');
    await user.click(buttonIn(await findRow('ada'), 'Approve'));

    const confirm = await findDialog(`Approve the refund of $45.00 on order ${SN}?`);
    expect(confirm).toHaveTextContent("$45.00 goes back to ada's balance at once, and the buyer is told.");
    expect(server.calls('POST /api/admin/refund_approve')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText("Refund approved: $45.00 returned to ada's balance.")).toBeInTheDocument();
    expect(bodies(server, 'POST /api/admin/refund_approve')).toEqual([{ id: 5 }]);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(server.calls(LIST)).toHaveLength(2);
  });

  it('approves a refund with return as waiting for the goods, then confirms the goods came back', async () => {
    const waiting = refundOf({ type: 'return_refund' });
    const approved = { ...waiting, ...decided, status: 1 as const };
    const sentBack = { ...approved, return_carrier: 'La Poste', return_tracking_no: '6A12345678901' };
    server = fakeHttp({
      [LIST]: [pageOfRefunds([waiting]), pageOfRefunds([sentBack])],
      'POST /api/admin/refund_approve': ok(approved, 'Passed'),
      'POST /api/admin/refund_receive': ok({ ...sentBack, status: 2 }, 'Passed'),
    });
    const { user } = await renderAdmin('/admin/refunds?status=all');
    await user.click(buttonIn(await findRow('ada'), 'Approve'));
    const confirm = await findDialog(`Approve the refund of $45.00 on order ${SN}?`);
    expect(confirm).toHaveTextContent(
      "Nothing is paid yet: ada is asked to send the goods back. Once they arrive, confirm them here and $45.00 goes back to the buyer's balance.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Refund approved: waiting for ada to send the goods back.')).toBeInTheDocument();

    const row = await findRow('6A12345678901');
    expect(row).toHaveTextContent('Waiting for goods');
    await user.click(buttonIn(row, 'Goods received'));
    const received = await findDialog(`Have the goods of order ${SN} come back?`);
    expect(received).toHaveTextContent("$45.00 goes back to ada's balance.");
    await user.click(within(received).getByRole('button', { name: 'Confirm and refund' }));
    expect(await screen.findByText("Goods received: $45.00 returned to ada's balance.")).toBeInTheDocument();
    expect(bodies(server, 'POST /api/admin/refund_receive')).toEqual([{ id: 5 }]);
  });

  it('refuses only with a reason, confirmed, and says the order goes back to its earlier state', async () => {
    const waiting = refundOf();
    server = fakeHttp({
      [LIST]: [pageOfRefunds([waiting]), pageOfRefunds([])],
      'POST /api/admin/refund_refuse': ok({ ...waiting, ...decided, status: 3, refuse_reason: 'No damage' }),
    });
    const { user } = await renderAdmin('/admin/refunds');
    await user.click(buttonIn(await findRow('ada'), 'Refuse'));

    const dialog = await findDialog(`Refuse the refund on order ${SN}`);
    expect(dialog).toHaveTextContent(
      `Order ${SN} goes back to the state it had before the request. ada is told and sees your reason.`,
    );
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Give the reason for refusing')).toBeInTheDocument();
    expect(dialogTitled(`Refuse the refund on order ${SN}?`)).toBeNull();

    await user.type(within(dialog).getByLabelText('Reason'), 'No damage on the photos');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const confirm = await findDialog(`Refuse the refund on order ${SN}?`);
    expect(confirm).toHaveTextContent('Reason: No damage on the photos');
    expect(server.calls('POST /api/admin/refund_refuse')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Refuse refund' }));

    expect(
      await screen.findByText(`Refund on order ${SN} refused; the order is back in its earlier state.`),
    ).toBeInTheDocument();
    expect(bodies(server, 'POST /api/admin/refund_refuse')).toEqual([{ id: 5, reason: 'No damage on the photos' }]);
  });

  it("shows the server's message when another operator decided first", async () => {
    const waiting = refundOf();
    server = fakeHttp({
      [LIST]: [pageOfRefunds([waiting]), pageOfRefunds([{ ...waiting, ...decided, status: 2 }])],
      'POST /api/admin/refund_approve': fail(409, 'This record has already been decided', 'ALREADY_DECIDED'),
    });
    const { user } = await renderAdmin('/admin/refunds?status=all');
    await user.click(buttonIn(await findRow('ada'), 'Approve'));
    const confirm = await findDialog(`Approve the refund of $45.00 on order ${SN}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This record has already been decided')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('ada').closest('tr')).toHaveTextContent('Refunded'));
    expect(within(await findRow('ada')).queryByText('Approve')).toBeNull();
  });
});
