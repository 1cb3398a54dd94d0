import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { answerGets } from '@/test/catalogue-http';
import { pageOf, productOf } from '@/test/catalogue-fixtures';
import { renderScreen } from '@/test/render-screen';
import PopularScreen from './popular-screen';

vi.mock('@/api/http', () => import('@/test/http.mock'));

let popularCalls: () => Record<string, unknown>[];
beforeEach(() => {
  const best = [1, 2, 3, 4].map((id) => productOf(id, { title: `Best ${id}`, sales: 5000 - id }));
  const callsTo = answerGets({ [CatalogueApi.popular]: ({ page }) => pageOf(best, Number(page), 4, 20) });
  popularCalls = () => callsTo(CatalogueApi.popular);
});

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
    expect(popularCalls()).toEqual([{ page: 1, limit: 20 }]);
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('says when there are no best sellers yet', async () => {
    answerGets({ [CatalogueApi.popular]: () => pageOf([], 1, 0) });
    renderScreen(<PopularScreen />, '/popular');
    expect(await screen.findByText('No best sellers yet. Check back soon.')).toBeInTheDocument();
  });
});
