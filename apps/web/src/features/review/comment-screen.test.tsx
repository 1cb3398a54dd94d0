import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AfterSaleApi, OrderApi, OrderStatus, type OrderDetail } from '@tradewind/contract';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import CommentScreen from './comment-screen';
import { orderOf, png, resetUploads, storedUrl } from './review.test-data';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));
vi.mock('@/api/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/upload')>()),
  uploadImage: (await import('./review.test-data')).instantUpload,
}));

const DETAIL = `GET ${OrderApi.detail}`;
const REVIEW = `POST ${AfterSaleApi.review}`;
const EMPTY_MESSAGE = 'Please write a few words about this product';
let server: ReturnType<typeof fakeHttp>;

function open(order: OrderDetail | OrderDetail[] = orderOf(5), review = ok(orderOf(5, { status: 4 }), 'OK')) {
  server = fakeHttp({
    [DETAIL]: Array.isArray(order) ? order.map((o) => ok(o)) : ok(order),
    [REVIEW]: review,
  });
  return renderScreen(<CommentScreen />, `/comment?order_id=${order instanceof Array ? order[0].id : order.id}`);
}
const card = (title: string) => screen.getByRole('region', { name: title });
const star = (region: HTMLElement, score: string, stars: string) =>
  within(within(region).getByRole('radiogroup', { name: score })).getByRole('radio', { name: stars });
const submit = () => screen.getByRole('button', { name: 'Submit review' });

beforeEach(() => {
  vi.clearAllMocks();
  resetSession({});
  resetUploads();
});
afterEach(() => server?.restore());

describe('the review screen (/comment?order_id=)', () => {
  it('shows each product of the order once, with its picture, title, the specs bought and three scores', async () => {
    open();
    const shirt = await screen.findByRole('region', { name: 'Linen shirt' });
    expect(server.calls(DETAIL)[0].url).toBe(`${OrderApi.detail}?id=5`);
    expect(within(shirt).getByText('Blue · M')).toBeInTheDocument();
    expect(within(shirt).getByText('Blue · L')).toBeInTheDocument();
    expect(card('Stoneware mug')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(2);
    for (const score of ['Product score', 'Service score', 'Postage score']) {
      const group = within(shirt).getByRole('radiogroup', { name: score });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('aria-label')),
      ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
      expect(within(group).getByRole('radio', { name: '5 stars' })).toBeChecked();
    }
    expect(within(shirt).getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    expect(within(shirt).getByLabelText('Add pictures', { selector: 'input' })).toHaveAttribute('multiple');
  });

  it('refuses an empty review, or one of spaces only, and sends nothing', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Linen shirt' });
    await user.type(within(card('Stoneware mug')).getByRole('textbox', { name: 'Your review' }), '   ');
    await user.click(submit());

    for (const title of ['Linen shirt', 'Stoneware mug']) {
      const content = within(card(title)).getByRole('textbox', { name: 'Your review' });
      expect(content).toHaveAttribute('aria-invalid', 'true');
      expect(content).toHaveAccessibleDescription(EMPTY_MESSAGE);
    }
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([EMPTY_MESSAGE, EMPTY_MESSAGE]);
    expect(within(card('Linen shirt')).getByRole('textbox', { name: 'Your review' })).toHaveFocus();
    expect(server.calls(REVIEW)).toHaveLength(0);

    // The message goes as soon as the field is right.
    await user.type(within(card('Linen shirt')).getByRole('textbox', { name: 'Your review' }), 'Good');
    expect(within(card('Linen shirt')).queryByText(EMPTY_MESSAGE)).not.toBeInTheDocument();
    expect(within(card('Stoneware mug')).getByText(EMPTY_MESSAGE)).toBeInTheDocument();
  });

  it('sends every product’s scores, words and pictures in one call, then opens the order', async () => {
    const { user, location, queryClient } = open();
    const shirt = await screen.findByRole('region', { name: 'Linen shirt' });
    const mug = card('Stoneware mug');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(star(shirt, 'Service score', '3 stars'));
    expect(star(shirt, 'Service score', '3 stars')).toBeChecked();
    await user.type(within(shirt).getByRole('textbox', { name: 'Your review' }), '  Soft and well made.\nFits well. ');
    await user.upload(within(shirt).getByLabelText('Add pictures', { selector: 'input' }), [
      png('a.png'),
      png('b.png'),
    ]);
    expect(await within(shirt).findAllByText('Upload complete')).toHaveLength(2);

    await user.click(star(mug, 'Product score', '4 stars'));
    await user.click(star(mug, 'Postage score', '2 stars'));
    await user.type(within(mug).getByRole('textbox', { name: 'Your review' }), 'Nice mug');
    await user.click(submit());

    await waitFor(() => expect(server.calls(REVIEW)).toHaveLength(1));
    expect(server.calls(REVIEW)[0].body).toEqual({
      order_id: 5,
      items: [
        {
          product_id: 7,
          product_score: 5,
          service_score: 3,
          postage_score: 5,
          content: 'Soft and well made.\nFits well.',
          pictures: [storedUrl(1), storedUrl(2)],
        },
        { product_id: 9, product_score: 4, service_score: 5, postage_score: 2, content: 'Nice mug', pictures: [] },
      ],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you for your review'));
    expect(location()).toBe('/orderInfo/5');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['product', 'reviews'] });
  });

  it('shows the server’s message under the field it names', async () => {
    const refusal = fail(400, 'This is too long', 'VALIDATION', 0, { 'items.1.content': 'This is too long' });
    const { user } = open(orderOf(5), refusal);
    await user.type(within(await screen.findByRole('region', { name: 'Linen shirt' })).getByRole('textbox'), 'Fine');
    await user.type(within(card('Stoneware mug')).getByRole('textbox', { name: 'Your review' }), 'Fine too');
    await user.click(submit());
    expect(await within(card('Stoneware mug')).findByText('This is too long')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('This is too long');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the order was already reviewed, with the way to the order', async () => {
    open(orderOf(5, { status: OrderStatus.Completed }));
    expect(await screen.findByRole('heading', { name: 'You have already reviewed this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orderInfo/5');
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('says so when the order has not been received yet', async () => {
    open(orderOf(5, { status: OrderStatus.Delivered }));
    expect(await screen.findByRole('heading', { name: 'Not received yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orderInfo/5');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('reads the order again when the server refuses because it moved on', async () => {
    const moved = fail(409, 'This order cannot do that now', 'ORDER_STATE');
    const { user } = open([orderOf(5), orderOf(5, { status: OrderStatus.Completed })], moved);
    for (const title of ['Linen shirt', 'Stoneware mug']) {
      await user.type(within(await screen.findByRole('region', { name: title })).getByRole('textbox'), 'Great');
    }
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'You have already reviewed this order' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('This order cannot do that now');
  });

  it('treats a missing or unknown order as not found', async () => {
    server = fakeHttp({ [DETAIL]: fail(404, 'Not found', 'NOT_FOUND') });
    const first = renderScreen(<CommentScreen />, '/comment');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/myPurchases');
    expect(server.calls(DETAIL)).toHaveLength(0);
    first.unmount();

    renderScreen(<CommentScreen />, '/comment?order_id=404');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
