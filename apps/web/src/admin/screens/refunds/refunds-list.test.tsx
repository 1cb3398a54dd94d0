import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { buttonIn, findRow } from '../../test/rows';
import { pageOfRefunds, refundOf } from './refund.test-data';

configureConsoleTests();

const LIST = 'GET /api/admin/refunds';
const hostile = 'Broken on arrival <img src=x onerror=alert(1)> see photos';

describe('the refund queue', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it("shows each request's order, buyer, type, amount, reason, the explanation as plain text, and the proof", async () => {
    server = fakeHttp({ [LIST]: pageOfRefunds([refundOf({ explanation: hostile })]) });
    await renderAdmin('/admin/refunds');
    const row = await findRow('ada');

    expect(within(row).getByRole('link', { name: '20250301123456789' })).toHaveAttribute('href', '/admin/orders/41');
    expect(row).toHaveTextContent('Refund without return');
    expect(row).toHaveTextContent('Buyer has the goods');
    expect(row).toHaveTextContent('$45.00');
    expect(row).toHaveTextContent('of $904.00 paid');
    expect(row).toHaveTextContent('Damaged');
    expect(row).not.toHaveTextContent('Sent back');
    expect(row).toHaveTextContent('Waiting for decision');

    expect(within(row).getByText(hostile)).toBeInTheDocument();
    expect(row.querySelector('img[src="x"]')).toBeNull();
    const proofs = within(row).getAllByRole('img', { name: /^Proof \d for order 20250301123456789$/ });
    // The buyer's private pictures, through the console's own path (decision 036).
    expect(proofs.map((image) => image.getAttribute('src'))).toEqual(
      refundOf().proofs.map((url) => url.replace('/uploads/', '/api/admin/uploads/')),
    );
  });

  it('opens on the waiting requests and filters by state on the server', async () => {
    const waitingGoods = refundOf({
      id: 6,
      type: 'return_refund',
      status: 1,
      decided_at: '2025-03-06T09:00:00.000Z',
      return_carrier: 'La Poste',
      return_tracking_no: '6A12345678901',
      user: { id: 8, account: 'lin' },
    });
    server = fakeHttp({ [LIST]: ({ url }) => pageOfRefunds(url.includes('status=1') ? [waitingGoods] : [refundOf()]) });
    const { user, path } = await renderAdmin('/admin/refunds');
    await findRow('ada');
    expect(server.calls(LIST)[0]!.url).toContain('status=0');
    expect(screen.getByRole('radio', { name: 'Waiting for decision' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Waiting for goods' }));
    const row = await findRow('lin');
    expect(server.calls(LIST).at(-1)!.url).toContain('status=1');
    expect(path()).toBe('/admin/refunds?status=1');
    expect(row).toHaveTextContent('Refund with return');
    expect(row).toHaveTextContent('Sent back by La Poste');
    expect(row).toHaveTextContent('6A12345678901');
    expect(buttonIn(row, 'Goods received')).toBeInTheDocument();
    expect(within(row).queryByText('Approve')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(server!.calls(LIST).at(-1)!.url).toContain('status=all'));
  });

  it('shows why a refused request was refused', async () => {
    const refused = refundOf({
      status: 3,
      refuse_reason: 'No damage on the photos',
      decided_at: '2025-03-06T09:00:00.000Z',
    });
    server = fakeHttp({ [LIST]: pageOfRefunds([refused]) });
    await renderAdmin('/admin/refunds?status=3');
    const row = await findRow('ada');
    expect(row).toHaveTextContent('Refused: No damage on the photos');
    expect(within(row).queryByText('Approve')).toBeNull();
    expect(within(row).queryByText('Refuse')).toBeNull();
  });

  it('opens a long explanation on its first lines, with a button for the rest', async () => {
    const long = `${'The parcel was left in the rain and everything inside is soaked. '.repeat(4)}\nPlease help.`;
    server = fakeHttp({ [LIST]: pageOfRefunds([refundOf({ explanation: long })]) });
    const { user } = await renderAdmin('/admin/refunds');
    const row = await findRow('ada');
    const more = buttonIn(row, 'More');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(row).getByText((_, element) => element?.textContent === long && element.tagName === 'DIV'),
    ).toBeInTheDocument();
    await user.click(more);
    expect(buttonIn(row, 'Less')).toHaveAttribute('aria-expanded', 'true');
  });
});
