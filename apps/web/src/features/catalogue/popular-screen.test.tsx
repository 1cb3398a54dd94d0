import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { fakeCatalogue } from '@/test/catalogue-http';
import { pageOf, productOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import PopularScreen from './popular-screen';

let server: ReturnType<typeof fakeCatalogue>;
beforeEach(() => {
  const best = [1, 2, 3, 4].map((id) => productOf(id, { title: `Best ${id}`, sales: 5000 - id }));
  server = fakeCatalogue({ [CatalogueApi.popular]: ({ page }) => pageOf(best, Number(page), 4, 20) });
});
afterEach(() => server.restore());

describe('popular screen', () => {
  it('ranks the best sellers, the first three on the podium', async () => {
    renderScreen(<PopularScreen />, '/popular');
    const list = await screen.findByRole('list', { name: 'Best sellers ranking' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    rows.forEach((row, index) => expect(within(row).getByText(`No. ${index + 1}`)).toBeInTheDocument());
    expect(within(rows[0]).getByRole('link', { name: 'Best 1' })).toHaveAttribute('href', '/detail/1');
    for (const rank of [1, 2, 3]) {
      expect(rows[rank - 1].querySelector('.cat-rank__place')).toHaveClass(`cat-rank__place--${rank}`);
    }
    expect(rows[3].querySelector('.cat-rank__place')?.className).toBe('cat-rank__place');
    expect(within(rows[0]).getByText('5K sold')).toBeInTheDocument();
    expect(server.queries(CatalogueApi.popular)).toEqual([{ page: '1', limit: '20' }]);
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('says when there are no best sellers yet', async () => {
    server.restore();
    server = fakeCatalogue({ [CatalogueApi.popular]: () => pageOf([], 1, 0) });
    renderScreen(<PopularScreen />, '/popular');
    expect(await screen.findByText('No best sellers yet. Check back soon.')).toBeInTheDocument();
  });
});
