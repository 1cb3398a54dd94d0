import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AfterSaleApi, CatalogueApi } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeReply } from '@/test/fake-http';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import { productDetailOf, SKUS } from './product.test-data';
import { reviewsPageOf } from './reviews/review.test-data';
import ProductDetailScreen from './product-detail-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PATTERN = '/detail/:product?/:mer?';
const open = (url = '/detail/7') => renderScreen(<ProductDetailScreen />, url, PATTERN);
const DETAIL = `GET ${CatalogueApi.detail}`;
const FAVOURITE = `POST ${CatalogueApi.favourite}`;
const UNFAVOURITE = `POST ${CatalogueApi.unfavourite}`;
let server: ReturnType<typeof fakeHttp>;
let detail: FakeReply;
/** From now on the server answers the product with this; it has no reviews yet. */
const serve = (reply: FakeReply) => {
  detail = reply;
};
const chip = (spec: string, value: string) =>
  within(screen.getByRole('group', { name: spec })).getByRole('button', { name: value });

describe('product detail', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    serve(ok(productDetailOf(7)));
    server = fakeHttp({
      [DETAIL]: () => detail,
      [`GET ${AfterSaleApi.productReviews}`]: ok(reviewsPageOf([])),
      [FAVOURITE]: ok({ favourite: true }),
      [UNFAVOURITE]: ok({ favourite: false }),
    });
  });
  afterEach(() => server.restore());

  it('shows the product with the first SKU in stock chosen', async () => {
    open('/detail/7/3');
    expect(await screen.findByRole('heading', { name: 'Linen T-shirt' })).toBeInTheDocument();
    expect(server.calls(DETAIL).map((request) => request.url)).toContain(`${CatalogueApi.detail}?id=7`);
    expect(screen.getByTestId('product-price')).toHaveTextContent('$19.90');
    expect(screen.getByText('$30.00')).toBeInTheDocument();
    expect(screen.getByTestId('product-stock')).toHaveTextContent('5 in stock');
    expect(chip('Colour', 'Red')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Size', 'S')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Product pictures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit shop' })).toHaveAttribute('href', '/shop/3');
    expect(screen.getByRole('link', { name: 'Harbour Goods' })).toHaveAttribute('href', '/shop/3');
    expect(screen.getByText(/Made to last/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  });

  it('opens on the product’s first picture (the card’s), then shows each colour the buyer chooses', async () => {
    const coloured = SKUS.map((item) => ({ ...item, image: item.specs[0] === 'Red' ? '/img/c.png' : '/img/blue.png' }));
    serve(ok(productDetailOf(7, { skus: coloured })));
    const { user } = open();
    await screen.findByRole('heading', { name: 'Linen T-shirt' });
    const gallery = screen.getByRole('region', { name: 'Product pictures' });
    // Red / S is chosen for the buyer, and its picture is the product's third: the gallery still opens on the first.
    expect(chip('Colour', 'Red')).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    const opening = within(gallery).getByRole('button', { name: 'View picture 1 of 3 full screen' });
    expect(within(opening).getByRole('img')).toHaveAttribute('src', '/img/a.png');
    expect(within(gallery).getByRole('list').scrollLeft).toBe(0);
    await user.click(chip('Colour', 'Blue'));
    // Blue's picture is not among the product's own: it comes first, and is in view.
    expect(within(gallery).getByText('1 / 4')).toBeInTheDocument();
    const first = within(gallery).getByRole('button', { name: 'View picture 1 of 4 full screen' });
    expect(within(first).getByRole('img')).toHaveAttribute('src', '/img/blue.png');
    // Red again: its own picture, the product's third.
    await user.click(chip('Colour', 'Red'));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
  });

  it('a tap on a picture opens the pictures full screen', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'View picture 2 of 3 full screen' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-indicator')).toHaveTextContent('2 / 3'));
    expect(screen.getAllByAltText('Linen T-shirt, picture 2')).toHaveLength(2);
  });

  it('choosing values picks the matching SKU, shows its price and stock, and the quantity stops at its stock', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Linen T-shirt' });
    await user.click(chip('Colour', 'Blue'));
    await user.click(chip('Size', 'M'));
    expect(chip('Size', 'M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('product-price')).toHaveTextContent('$20.90');
    expect(screen.getByTestId('product-stock')).toHaveTextContent('3 in stock');

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    for (let i = 0; i < 5; i += 1) {
      const increase = screen.getByRole('button', { name: 'Increase quantity' });
      if (!increase.hasAttribute('disabled')) await user.click(increase);
    }
    expect(quantity).toHaveValue('3');
    expect(quantity).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

    // A SKU with less stock brings the quantity down with it.
    await user.click(chip('Size', 'S'));
    expect(screen.getByTestId('product-price')).toHaveTextContent('$18.90');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  });

  it('disables combinations that are sold out or do not exist, and asks for the open spec', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Linen T-shirt' });
    expect(chip('Size', 'M')).toBeDisabled(); // Red / M: stock 0
    expect(chip('Size', 'L')).toBeEnabled();
    await user.click(chip('Size', 'S'));
    expect(screen.getByText('Please choose: Size')).toBeInTheDocument();
    await user.click(chip('Colour', 'Blue'));
    expect(chip('Size', 'L')).toBeDisabled(); // Blue / L: never made
    expect(chip('Size', 'M')).toBeEnabled();
  });

  it('says "Out of stock" when every SKU is sold out', async () => {
    serve(ok(productDetailOf(7, { stock: 0, skus: SKUS.map((s) => ({ ...s, stock: 0 })) })));
    open();
    // The stock line, the options and the purchase bar.
    expect(await screen.findAllByText('Out of stock')).toHaveLength(3);
    expect(chip('Colour', 'Red')).toBeDisabled();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before marking a favourite, and comes back here afterwards', async () => {
    const { user, location } = open('/detail/7');
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(toast.info).toHaveBeenCalledWith('Please login first');
    expect(location()).toBe('/login?redirect=/detail/7');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('marks and unmarks a favourite for a logged-in buyer, confirming each with a short toast', async () => {
    resetSession({});
    const { user } = open();
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(server.calls(FAVOURITE).map((request) => request.body)).toEqual([{ product_id: 7 }]);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(toast.success).toHaveBeenLastCalledWith('Added to your favourites');
    await user.click(heart);
    expect(server.calls(UNFAVOURITE).map((request) => request.body)).toEqual([{ product_id: 7 }]);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(toast.success).toHaveBeenLastCalledWith('Removed from your favourites');
  });

  it('shows a friendly not-found page with a way home for an unknown product', async () => {
    serve(fail(404, 'Product not found', 'NOT_FOUND'));
    open('/detail/999');
    expect(await screen.findByRole('heading', { name: 'This product is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    // Asked once, not again, no reviews asked for; silent: the page says it, no toast on top.
    expect(server.requests.map((request) => request.url)).toEqual([`${CatalogueApi.detail}?id=999`]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offers a retry when loading fails for another reason', async () => {
    serve(fail(503, 'Server trouble', 'UNAVAILABLE'));
    const { user } = open();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    serve(ok(productDetailOf(7)));
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Linen T-shirt' })).toBeInTheDocument();
  });

  it('treats a missing or malformed id as not found without calling the server', () => {
    open('/detail/abc');
    expect(screen.getByRole('heading', { name: 'This product is not available' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});
