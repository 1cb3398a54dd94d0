import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CatalogueApi } from '@tradewind/contract';
import { toast } from '@/components/toast';
import { fakeCatalogue } from '@/test/catalogue-http';
import { networkError, ok } from '@/test/fake-http';
import { renderScreen } from '@/test/render-screen';
import { categories } from '@/test/catalogue.test-data';
import { addSearchHistory, clearSearchHistory, HISTORY_KEY } from './search-history';
import SearchScreen from './search-screen';

const storedHistory = () => JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');

const HOT = ['headphones', 'linen shirt', 'tent', 'kettle'];
let server: ReturnType<typeof fakeCatalogue>;

describe('search screen', () => {
  beforeEach(() => {
    clearSearchHistory();
    server = fakeCatalogue({
      [CatalogueApi.hotSearch]: () => ({ list: HOT }),
      [CatalogueApi.suggest]: ({ keyword = '' }) => ({
        list: [`${keyword} pro`, `${keyword} case`],
        categories: [categories[4]],
      }),
    });
  });
  afterEach(() => {
    server.restore();
    vi.restoreAllMocks();
  });

  it('focuses the search box and shows popular searches as chips', async () => {
    renderScreen(<SearchScreen />, '/search');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await screen.findByRole('button', { name: 'tent' });
    const hot = screen.getByRole('region', { name: 'Popular searches' });
    expect(
      within(hot)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['1headphones', '2linen shirt', '3tent', '4kettle']);
    expect(within(hot).getByRole('button', { name: 'tent' })).toBeInTheDocument();
  });

  it('suggests while typing, after a pause, and a suggestion opens its results', async () => {
    const { user, location } = renderScreen(<SearchScreen />, '/search');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'phone');
    const suggestions = await screen.findByRole('region', { name: 'Suggestions' });
    // One call for what was typed once the typing paused, not one per key.
    expect(server.queries(CatalogueApi.suggest)).toEqual([{ keyword: 'phone' }]);
    await user.click(within(suggestions).getByRole('button', { name: 'phone case' }));
    expect(location()).toBe('/searchs?keyword=phone%20case');
    expect(storedHistory()).toEqual(['phone case']);
  });

  it('keeps quiet when suggestions cannot come, and suggests again as typing goes on', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    server.restore();
    server = fakeCatalogue(
      { [CatalogueApi.hotSearch]: () => ({ list: HOT }) },
      { [`GET ${CatalogueApi.suggest}`]: [networkError(), ok({ list: ['phone case'], categories: [] })] },
    );
    const { user } = renderScreen(<SearchScreen />, '/search');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'phone');
    await waitFor(() => expect(server.queries(CatalogueApi.suggest)).toEqual([{ keyword: 'phone' }]));
    await user.type(box, ' c');
    const suggestions = await screen.findByRole('region', { name: 'Suggestions' });
    expect(within(suggestions).getByRole('button', { name: 'phone case' })).toBeInTheDocument();
    // The failed call was silent: no error toast over the search box.
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('suggests a category to look in, which opens Explore on it', async () => {
    const { user, location } = renderScreen(<SearchScreen />, '/search');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'phone');
    const suggestions = await screen.findByRole('region', { name: 'Suggestions' });
    const category = within(suggestions).getByRole('link', { name: `Browse ${categories[4]!.name}` });
    await user.click(category);
    expect(location()).toBe(`/explore?category=${categories[4]!.id}`);
  });

  it('submitting goes to the results and records the search, newest first, once, at most ten', async () => {
    for (let i = 1; i <= 10; i += 1) addSearchHistory(`old ${i}`);
    const { user, location } = renderScreen(<SearchScreen />, '/search');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  old 3 {Enter}');
    expect(location()).toBe('/searchs?keyword=old%203');
    const history = storedHistory();
    expect(history).toHaveLength(10);
    expect(history.slice(0, 3)).toEqual(['old 3', 'old 10', 'old 9']);
    expect(history.filter((item: string) => item === 'old 3')).toHaveLength(1);
  });

  it('lists the history, opens a past search, and clears it after confirmation', async () => {
    addSearchHistory('tent');
    addSearchHistory('kettle');
    const { user, location } = renderScreen(<SearchScreen />, '/search');
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button', { name: /tent|kettle/ })
        .map((b) => b.textContent),
    ).toEqual(['kettle', 'tent']);

    await user.click(within(recent).getByRole('button', { name: 'Clear history' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedHistory()).toEqual(['kettle', 'tent']);

    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument());
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(location()).toBe('/search');
  });

  it('starts from the keyword it was opened with', async () => {
    addSearchHistory('tent');
    const { user, location } = renderScreen(<SearchScreen />, '/search?keyword=tent');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('tent');
    await user.click(screen.getByRole('button', { name: 'Clear search text' }));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await user.click(
      within(screen.getByRole('region', { name: 'Recent searches' })).getByRole('button', { name: 'tent' }),
    );
    expect(location()).toBe('/searchs?keyword=tent');
  });
});
