import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DisputeApi } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { toast } from '@/test/toast.mock';
import { instantUpload, png, resetUploads, storedUrl } from '@/test/instant-upload';
import { disputeOf, eventOf } from './dispute.test-data';
import DisputeScreen from './dispute-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));
vi.mock('@/api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/upload')>()),
  uploadImage: (...args: Parameters<typeof instantUpload>) => instantUpload(...args),
}));

const DETAIL = `GET ${DisputeApi.detail}`;
const OPEN = `POST ${DisputeApi.open}`;
const UNTIL = '2026-12-05T10:00:00.000Z';
let server: ReturnType<typeof fakeHttp>;
const open = () => renderScreen(<DisputeScreen />, '/dispute/8', '/dispute/:id?');

beforeEach(() => {
  vi.clearAllMocks();
  resetUploads();
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
});
afterEach(() => {
  server.restore();
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

describe('a case with Tradewind (/dispute/:id?)', () => {
  it('escalates a refused refund: what is wanted, the amount, the statement and a picture', async () => {
    const opened = disputeOf(8, { events: [eventOf(1, { pictures: [storedUrl(1)] })] });
    server = fakeHttp({
      [DETAIL]: [ok({ case: null, open_until: UNTIL }), ok({ case: opened, open_until: null })],
      [OPEN]: ok(opened, 'Your case has been sent to Tradewind'),
    });
    const { user } = open();
    expect(await screen.findByRole('button', { name: 'Send to Tradewind' })).toBeInTheDocument();
    expect(screen.getByText(/You can do this until/)).toBeInTheDocument();
    // Nothing said yet: the form says what is missing and sends nothing.
    await user.click(screen.getByRole('radio', { name: 'A part refund' }));
    await user.click(screen.getByRole('button', { name: 'Send to Tradewind' }));
    expect(await screen.findByText('Enter the amount you want back')).toBeInTheDocument();
    expect(server.calls(OPEN)).toHaveLength(0);

    await user.type(screen.getByLabelText('Amount you want back'), '25');
    await user.type(screen.getByLabelText('What happened'), 'Two keys broke.');
    await user.upload(screen.getByLabelText('Add pictures', { selector: 'input' }), [png('a.png')]);
    await waitFor(() => expect(screen.getByText('Upload complete')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send to Tradewind' }));
    await waitFor(() => expect(server.calls(OPEN)).toHaveLength(1));
    expect(server.calls(OPEN)[0]!.body).toEqual({
      order_id: 8,
      want: 'part_refund',
      amount: '25',
      statement: 'Two keys broke.',
      pictures: [storedUrl(1)],
    });
    expect(toast.success).toHaveBeenCalledWith('Your case has been sent to Tradewind');
    expect(await screen.findByRole('heading', { name: 'Waiting for the shop’s answer' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
  });

  it("shows a server refusal in the buyer's words", async () => {
    server = fakeHttp({
      [DETAIL]: ok({ case: null, open_until: UNTIL }),
      [OPEN]: fail(409, 'This order already has a case with Tradewind', 'DISPUTE_EXISTS'),
    });
    const { user } = open();
    await user.type(await screen.findByLabelText('What happened'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Send to Tradewind' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This order already has a case with Tradewind'));
  });

  it('shows the decision: its reason, the money credited and every step of the timeline', async () => {
    server = fakeHttp({
      [DETAIL]: ok({
        case: disputeOf(8, {
          status: 2,
          due_at: null,
          decision: 'part_refund',
          decided_cents: 1_234,
          decision_reason: 'Two keys were broken.',
          events: [
            eventOf(1),
            eventOf(2, { kind: 'shop_answered', actor: 'shop', text: 'Packed with care.' }),
            eventOf(3, { kind: 'decided', actor: 'platform', decision: 'part_refund', amount_cents: 1_234 }),
          ],
        }),
        open_until: null,
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Decided: refunded' })).toBeInTheDocument();
    expect(screen.getByText(/Credited to your balance/)).toHaveTextContent('Credited to your balance: $12.34');
    expect(screen.getAllByText('Two keys were broken.').length).toBeGreaterThan(0);
    const steps = screen.getByRole('list', { name: 'Timeline' }).querySelectorAll(':scope > li');
    expect([...steps].map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'You took the case to Tradewind',
      'The shop answered',
      'Tradewind decided',
    ]);
    expect(screen.getByText('Packed with care.')).toBeInTheDocument();
  });

  it("another buyer's order (or none) is not found; a refusal too late says so", async () => {
    server = fakeHttp({ [DETAIL]: fail(404, 'Not found', 'NOT_FOUND') });
    const first = open();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    first.unmount();
    server.restore();
    server = fakeHttp({ [DETAIL]: ok({ case: null, open_until: null }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Not possible for this order' })).toBeInTheDocument();
  });
});
