import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { changeLanguage } from '@/i18n';
import { screen } from '@testing-library/react';
import { CatalogueApi, FxApi } from '@tradewind/contract';
import { RATES } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { fakeCatalogue } from '@/test/catalogue-http';
import { categories, pageOf, productOf } from '@/test/catalogue.test-data';
import { renderScreen } from '@/test/render-screen';
import FilterScreen from './filter-screen';

let server: ReturnType<typeof fakeCatalogue>;
const listCalls = () => server.queries(CatalogueApi.list);
beforeEach(() => {
  server = fakeCatalogue({
    [CatalogueApi.categories]: () => ({ list: categories }),
    [CatalogueApi.list]: () => pageOf([productOf(1, { title: 'Camping stove' })], 1, 1),
  });
});
afterEach(() => server.restore());

const price = (name: 'Minimum price' | 'Maximum price') => screen.getByRole('textbox', { name });

describe('filter screen', () => {
  it('refuses a price that is not a number ≥ 0, and a minimum above the maximum, saying why', async () => {
    const { user, location } = renderScreen(<FilterScreen />, '/filter');
    await screen.findByText('Camping stove');
    await user.type(price('Minimum price'), '-5');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a price of 0 or more, like 12.50');
    expect(price('Minimum price')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(price('Minimum price'));
    await user.type(price('Minimum price'), '50');
    await user.type(price('Maximum price'), '20');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price cannot be higher than the maximum price');
    expect(location()).toBe('/filter');
    expect(listCalls()).toHaveLength(1);
  });

  it('reads a price by the language’s own separators, as every amount field does, and says how to write one', async () => {
    const { user, location } = renderScreen(<FilterScreen />, '/filter');
    await screen.findByText('Camping stove');
    // In English the comma groups thousands: "50,5" is no price (top-up, refund and withdrawal refuse it too).
    await user.type(price('Minimum price'), '50,5');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a price of 0 or more, like 12.50');
    expect(location()).toBe('/filter');
  });

  it('in French, takes "50,5" as $50.50 and writes its example with a comma', async () => {
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    const { user, location } = renderScreen(<FilterScreen />, '/filter');
    await screen.findByText('Camping stove');
    await user.type(screen.getByRole('textbox', { name: 'Prix minimum' }), '50.5.5');
    await user.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    expect(screen.getByRole('alert')).toHaveTextContent('par exemple 12,50');
    await user.clear(screen.getByRole('textbox', { name: 'Prix minimum' }));
    await user.type(screen.getByRole('textbox', { name: 'Prix minimum' }), '50,5');
    await user.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    expect(location()).toBe('/filter?min_price_cents=5050');
  });

  it('sends the chosen filters with prices in cents and keeps them in the URL', async () => {
    const { user, location } = renderScreen(<FilterScreen />, '/filter');
    await user.click(await screen.findByRole('button', { name: 'Outdoors' }));
    await user.type(price('Minimum price'), '12.5');
    await user.type(price('Maximum price'), '40');
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    await user.click(screen.getByRole('radio', { name: 'Newest' }));
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    expect(location()).toBe('/filter?category_id=3&min_price_cents=1250&max_price_cents=4000&in_stock=1&sort=newest');
    await screen.findByText('$12.50 – $40.00');
    expect(listCalls().at(-1)).toEqual({
      sort: 'newest',
      category_id: '3',
      min_price_cents: '1250',
      max_price_cents: '4000',
      in_stock: '1',
      page: '1',
      limit: '20',
    });
  });

  it('reads the filters back from the URL after a reload, and clears them all', async () => {
    const { user, location } = renderScreen(<FilterScreen />, '/filter?category_id=3&max_price_cents=999&in_stock=1');
    expect(await screen.findByText('Up to $9.99')).toBeInTheDocument();
    expect(await screen.findByText('Outdoors')).toBeInTheDocument();
    expect(listCalls()[0]).toEqual({
      sort: 'sales',
      category_id: '3',
      max_price_cents: '999',
      in_stock: '1',
      page: '1',
      limit: '20',
    });

    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    expect(price('Maximum price')).toHaveValue('9.99');
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/filter');
    expect(listCalls().at(-1)).toEqual({ sort: 'sales', page: '1', limit: '20' });
  });

  it('shows the price range with its estimates in the buyer’s currency, as the prices it filters', async () => {
    server.restore();
    server = fakeCatalogue({
      [CatalogueApi.categories]: () => ({ list: categories }),
      [CatalogueApi.list]: () => pageOf([productOf(1, { title: 'Camping stove' })], 1, 1),
      [FxApi.rates]: () => RATES,
    });
    setCurrencyCookie('KRW');
    onTestFinished(() => setCurrencyCookie());
    renderScreen(<FilterScreen />, '/filter?min_price_cents=2000&max_price_cents=5000');
    expect(await screen.findByText('$20.00 ≈ ₩27,790 – $50.00 ≈ ₩69,476')).toBeInTheDocument();
  });

  it('opens on the order Explore was showing, and keeps it when the filters are applied', async () => {
    const { user, location } = renderScreen(<FilterScreen />, '/explore/filter?sort=price_asc', '/explore/filter');
    expect(await screen.findByRole('radio', { name: 'Price: low to high' })).toBeChecked();
    expect(listCalls()[0]).toMatchObject({ sort: 'price_asc' });
    await user.click(await screen.findByRole('button', { name: 'Outdoors' }));
    await user.type(price('Maximum price'), '40');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(location()).toBe('/explore/filter?category_id=3&max_price_cents=4000&sort=price_asc');
    expect(listCalls().at(-1)).toMatchObject({ sort: 'price_asc', category_id: '3', max_price_cents: '4000' });
  });
});
