import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AfterSaleApi, CatalogueApi } from '@tradewind/contract';
import { fail, fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { productDetailOf } from '../product.test-data';
import ProductDetailScreen from '../product-detail-screen';
import { ProductReviews } from './product-reviews';
import { reviewOf, reviewsPageOf } from './review.test-data';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const REVIEWS = `GET ${AfterSaleApi.productReviews}`;
const PICTURES = ['/uploads/u/aaaa.png', '/uploads/u/bbbb.png'];
/** Seven reviews, newest first: five on page 1, two on page 2. */
const ALL = [9, 8, 7, 6, 5, 4, 3].map((id) =>
  reviewOf(id, id === 9 ? { pictures: PICTURES, specs: ['Blue', 'M'] } : {}),
);
const pageParam = ({ url }: FakeRequest) => Number(new URLSearchParams(url.split('?')[1]).get('page'));
const byPage = (request: FakeRequest) => {
  const page = pageParam(request);
  const list = ALL.slice((page - 1) * 5, page * 5);
  return ok(reviewsPageOf(list, { page, total: ALL.length, counts: { all: 7, with_pictures: 1 }, average: 4.43 }));
};
let server: ReturnType<typeof fakeHttp>;

const open = (reviews: Parameters<typeof fakeHttp>[0][string] = byPage) => {
  server = fakeHttp({ [REVIEWS]: reviews });
  return renderScreen(<ProductReviews productId={7} />);
};
const reviewList = () => screen.getByRole('list', { name: 'Reviews from buyers' });
const buyers = () =>
  within(reviewList())
    .getAllByRole('article')
    .map((article) => within(article).getByText(/^b\*\*\*\d$/).textContent);

beforeEach(() => {
  vi.clearAllMocks();
  resetSession();
});
afterEach(() => server?.restore());

describe('the reviews of a product', () => {
  it('shows the average, the count and the newest reviews first, to a visitor too', async () => {
    open();
    expect(await screen.findByRole('img', { name: 'Average rating: 4.4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('7 reviews')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(buyers()).toEqual(['b***9', 'b***8', 'b***7', 'b***6', 'b***5']);
    const [call] = server.calls(REVIEWS);
    expect(call.url).toBe(`${AfterSaleApi.productReviews}?id=7&page=1&limit=5`);
    expect(call.headers).not.toHaveProperty('token');

    const newest = screen.getByRole('article', { name: 'b***9' });
    expect(within(newest).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(newest).getByText('Blue · M')).toBeInTheDocument();
    expect(within(newest).getByText('Review number 9')).toBeInTheDocument();
    expect(newest.querySelector('time')).toHaveAttribute('dateTime', '2025-03-09T10:00:00.000Z');
    expect(within(newest).getAllByRole('button', { name: /^View picture/ })).toHaveLength(2);
  });

  it('filters the reviews with pictures: a chip with its count, asked of the server, and back to all', async () => {
    const pictured = ok(reviewsPageOf([ALL[0]!], { counts: { all: 7, with_pictures: 1 }, average: 4.43 }));
    server = fakeHttp({
      [REVIEWS]: (request) => (request.url.includes('with_pictures=1') ? pictured : byPage(request)),
    });
    const { user } = renderScreen(<ProductReviews productId={7} />);
    const filter = await screen.findByRole('radiogroup', { name: 'Show reviews' });
    const all = within(filter).getByRole('radio', { name: 'All (7)' });
    const withPictures = within(filter).getByRole('radio', { name: 'With pictures (1)' });
    expect(all).toHaveAttribute('aria-checked', 'true');
    await user.click(withPictures);
    await waitFor(() => expect(buyers()).toEqual(['b***9']));
    expect(withPictures).toHaveAttribute('aria-checked', 'true');
    expect(server.calls(REVIEWS).at(-1)!.url).toBe(
      `${AfterSaleApi.productReviews}?id=7&page=1&limit=5&with_pictures=1`,
    );
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
    await user.click(all);
    await waitFor(() => expect(buyers()).toHaveLength(5));
  });

  it('says when no review has pictures yet', async () => {
    const { user } = open((request) =>
      ok(
        request.url.includes('with_pictures=1')
          ? reviewsPageOf([], { counts: { all: 1, with_pictures: 0 } })
          : reviewsPageOf([reviewOf(1)]),
      ),
    );
    await user.click(await screen.findByRole('radio', { name: 'With pictures (0)' }));
    expect(await screen.findByText('No reviews with pictures yet')).toBeInTheDocument();
  });

  it('opens a review’s pictures full screen at the one tapped', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'View picture 2 of 2 from b***9 full screen' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-indicator')).toHaveTextContent('2 / 2'));
    expect(screen.getAllByAltText('Picture 2 from b***9')).toHaveLength(2);
  });

  it('"More reviews" loads the next page below, until there are no more', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(within(reviewList()).getAllByRole('article')).toHaveLength(7));
    expect(buyers()).toEqual(['b***9', 'b***8', 'b***7', 'b***6', 'b***5', 'b***4', 'b***3']);
    expect(server.calls(REVIEWS).map(pageParam)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('shows what a buyer wrote as plain text, never as markup', async () => {
    const script = '<script>alert(1)</script>';
    const image = '<img src=x onerror=alert(1)>';
    open(ok(reviewsPageOf([reviewOf(2, { content: script }), reviewOf(1, { content: image })], { average: 3 })));
    expect(await screen.findByText(script)).toBeInTheDocument();
    expect(screen.getByText(image)).toBeInTheDocument();
    expect(reviewList().querySelector('script')).toBeNull();
    expect(reviewList().querySelector('img[src="x"]')).toBeNull();
  });

  it('says when there are no reviews yet', async () => {
    open(ok(reviewsPageOf([])));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Show reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Average rating/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('offers a retry when the reviews cannot be loaded, without a toast', async () => {
    const { user } = open([fail(503, 'Server trouble', 'INTERNAL'), ok(reviewsPageOf([reviewOf(1)], { average: 5 }))]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews could not be loaded.');
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
  });

  it('sits under the description of the product page', async () => {
    server = fakeHttp({ [`GET ${CatalogueApi.detail}`]: ok(productDetailOf(7)), [REVIEWS]: byPage });
    renderScreen(<ProductDetailScreen />, '/detail/7', '/detail/:product?/:mer?');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    const description = screen.getByRole('region', { name: 'Description' });
    expect(description.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(reviews).findByText('7 reviews')).toBeInTheDocument();
  });
});
