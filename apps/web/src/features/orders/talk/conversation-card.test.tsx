import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TalkApi, type Conversation, type OrderMessage } from '@tradewind/contract/talk';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { detailOf } from '@/test/order.test-data';
import ConversationCard from './conversation-card';
import MeTabUnreadBadge from './me-tab-badge';
import { OrderUnreadPill } from './unread-pill';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const order = detailOf(41);
const message = (id: number, patch: Partial<OrderMessage> = {}): OrderMessage => ({
  id,
  sender: 'shop',
  body: `Message ${id}`,
  pictures: [],
  created_at: '2026-11-27T10:00:00.000Z',
  read: false,
  hidden: null,
  own_links: [],
  ...patch,
});
const conversation = (list: OrderMessage[], patch: Partial<Conversation> = {}): Conversation => ({
  order_id: order.id,
  sn: order.sn,
  shop: order.shop,
  list,
  has_earlier: false,
  unread: 0,
  ...patch,
});
let server: ReturnType<typeof fakeHttp>;

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
});
afterEach(() => server?.restore());

describe('the conversation about an order', () => {
  it('shows the messages newest at the bottom, a hidden one by its reason, and marks the shop’s read', async () => {
    server = fakeHttp({
      [`GET ${TalkApi.messages}`]: ok(
        conversation(
          [
            message(1, { sender: 'buyer', body: 'Is it shipped?', read: true }),
            message(2, { body: '', hidden: { reason: 'Personal data' } }),
            message(3, { body: 'Yes, today' }),
          ],
          { unread: 2 },
        ),
      ),
      [`POST ${TalkApi.read}`]: ok(null),
    });
    renderScreen(<ConversationCard order={order} />);
    const log = await screen.findByRole('log', { name: `Conversation with ${order.shop.name}` });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^You:Is it shipped\?.*· Read$/),
      expect.stringContaining('Hidden by Tradewind: Personal data'),
      expect.stringContaining('Yes, today'),
    ]);
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === TalkApi.read)?.body).toEqual({ order_id: order.id, up_to: 3 }),
    );
  });

  it('sends text and clears the field; an empty message is refused before it is sent', async () => {
    let sent: OrderMessage[] = [];
    server = fakeHttp({
      [`GET ${TalkApi.messages}`]: () => ok(conversation(sent)),
      [`POST ${TalkApi.send}`]: ({ body }) => {
        sent = [message(5, { sender: 'buyer', body: (body as { body: string }).body })];
        return ok(conversation(sent));
      },
    });
    const view = renderScreen(<ConversationCard order={order} />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message or add a picture');
    expect(server.requests.some((r) => r.path === TalkApi.send)).toBe(false);
    const field = screen.getByRole('textbox', { name: 'Message to the shop' });
    await view.user.type(field, 'Please wrap it well');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please wrap it well')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === TalkApi.send)?.body).toEqual({
      order_id: order.id,
      body: 'Please wrap it well',
      pictures: [],
    });
    expect(field).toHaveValue('');
  });

  it('counts unread messages on the order card and the Me tab', async () => {
    server = fakeHttp({ [`GET ${TalkApi.unread}`]: ok({ count: 3, orders: { [order.id]: 2, 99: 1 } }) });
    renderScreen(
      <>
        <OrderUnreadPill orderId={order.id} />
        <MeTabUnreadBadge />
      </>,
    );
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByText(', 3 unread messages')).toBeInTheDocument();
  });
});
