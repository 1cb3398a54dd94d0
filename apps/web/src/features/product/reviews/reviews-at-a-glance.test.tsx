import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AfterSaleApi, CatalogueApi } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session.mock';
import { productDetailOf } from '../product.test-data';
import ProductDetailScreen from '../product-detail-screen';
import { reviewOf, reviewsPageOf } from './review.test-data';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const PHOTOS = ['/uploads/u/one.png', '/uploads/u/two.png', '/uploads/u/three.png'];
let server: ReturnType<typeof fakeHttp>;
const open = (patch: Parameters<typeof productDetailOf>[1]) => {
  server = fakeHttp({
    [`GET ${CatalogueApi.detail}`]: ok(productDetailOf(7, patch)),
    [`GET ${AfterSaleApi.productReviews}`]: ok(
      reviewsPageOf(patch?.review_count ? [reviewOf(2, { pictures: PHOTOS })] : [], { average: patch?.rating ?? 0 }),
    ),
  });
  return renderScreen(<ProductDetailScreen />, '/detail/7', '/detail/:product?/:mer?');
};
const summary = async () => (await screen.findByTestId('product-price')).closest('section')!;

beforeEach(() => {
  vi.clearAllMocks();
  resetSession();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => server?.restore());

describe('the reviews at a glance, under the price', () => {
  it('shows the average with the number of reviews, linking to the reviews, then the review photos', async () => {
    const { user } = open({ rating: 4.62, review_count: 1234, sales: 5678, review_photos: PHOTOS });
    const card = await summary();
    const link = within(card).getByRole('link', { name: 'Average rating: 4.6 out of 5 (1,234 reviews)' });
    expect(link).toHaveAttribute('href', '#pd-reviews');
    const price = within(card).getByTestId('product-price');
    expect(price.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const strip = within(card).getByRole('list', { name: "Photos from buyers' reviews" });
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Review photo 1 of 3', 'Review photo 2 of 3', 'Review photo 3 of 3']);
    expect(within(card).getByText('5.7K sold')).toBeInTheDocument();

    await user.click(link);
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveFocus();
    expect(reviews.scrollIntoView).toHaveBeenCalled();

    await user.click(within(strip).getByRole('button', { name: 'View review photo 2 of 3 full screen' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-indicator')).toHaveTextContent('2 / 3'));
  });

  it('says one review in the singular', async () => {
    open({ rating: 5, review_count: 1, review_photos: [] });
    const card = await summary();
    expect(within(card).getByRole('link', { name: 'Average rating: 5.0 out of 5 (1 review)' })).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows no stars while nobody has reviewed the product', async () => {
    open({ rating: 0, review_count: 0, review_photos: [] });
    const card = await summary();
    expect(within(card).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /rating/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
