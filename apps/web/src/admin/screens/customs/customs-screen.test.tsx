import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomsDestination } from '@tradewind/contract';
import { fakeHttp, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialog } from '../../test/dialogs';
import { button, findRow } from '../../test/rows';

configureConsoleTests();

const LIST = 'GET /api/admin/customs_destinations';
const SAVE = 'POST /api/admin/customs_destination_save';
const CATEGORIES = 'GET /api/admin/categories';
const FRANCE: AdminCustomsDestination = {
  country: 'FR',
  threshold_minor: 150_00,
  threshold_currency: 'EUR',
  tax_kind: 'vat',
  tax_bps: 2_000,
  tax_below_threshold: true,
  value_basis: 'cif',
  default_duty_bps: 400,
  duty_bps: { menswear: 1_200, computer: 0 },
  source: 'https://taxation-customs.ec.europa.eu',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const JAPAN: AdminCustomsDestination = {
  ...FRANCE,
  country: 'JP',
  threshold_minor: 10_000,
  threshold_currency: 'JPY',
  tax_kind: 'consumption',
  tax_bps: 1_000,
  tax_below_threshold: false,
  duty_bps: {},
};

/** The server's list, changed by each save as the server would (basis points in, minor units kept). */
function customsServer(rows: AdminCustomsDestination[]) {
  return fakeHttp({
    [LIST]: () => ok({ list: rows }),
    [CATEGORIES]: ok({
      list: [{ id: 6, slug: 'menswear', names: { en: 'Menswear' }, icon: '', sort: 1, product_count: 3 }],
      total: 1,
      page: 1,
      limit: 50,
    }),
    [SAVE]: ({ body }: FakeRequest) => {
      const b = body as Record<string, unknown> & { country: string };
      const row = rows.find((r) => r.country === b.country)!;
      Object.assign(row, { tax_bps: b.tax_bps, duty_bps: b.duty_bps, threshold_minor: Number(b.threshold) * 100 });
      return ok(row, 'Saved');
    },
  });
}

describe('customs rules per destination', { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists each destination with its threshold in its own money, its tax and when it applies', async () => {
    server = customsServer([{ ...FRANCE }, { ...JAPAN }]);
    await renderAdmin('/admin/customs');
    const france = await findRow('France');
    expect(france).toHaveTextContent('€150.00');
    expect(france).toHaveTextContent('VAT 20%');
    expect(france).toHaveTextContent('From the first cent');
    expect(france).toHaveTextContent('Goods and shipping (CIF)');
    expect(france).toHaveTextContent('4% by default, 2 categories apart');
    const japan = await findRow('Japan');
    expect(japan).toHaveTextContent('¥10,000');
    expect(japan).toHaveTextContent('Consumption tax 10%');
    expect(japan).toHaveTextContent('Above the threshold only');
  });

  it('edits a destination: rates typed as percentages are sent in basis points, an empty category left out', async () => {
    server = customsServer([{ ...FRANCE }, { ...JAPAN }]);
    const { user } = await renderAdmin('/admin/customs');
    await findRow('France');
    await user.click(button('Edit the customs rules of France'));
    const dialog = await findDialog('Customs rules of France');
    expect(within(dialog).getByLabelText('Country code')).toBeDisabled();
    expect(within(dialog).getByLabelText('Duty-free threshold')).toHaveValue('150.00');
    const tax = within(dialog).getByLabelText('Import tax rate');
    expect(tax).toHaveValue('20.00');
    await user.clear(tax);
    await user.type(tax, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a percentage from 0 to 100%, with two decimal places at most'),
    ).toBeInTheDocument();
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(tax);
    await user.type(tax, '21.5');
    const menswear = await within(dialog).findByLabelText('Menswear');
    await user.clear(menswear);
    await user.type(menswear, '12.5');
    await user.clear(within(dialog).getByLabelText('computer'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Customs rules of France saved')).toBeInTheDocument();
    expect(server.calls(SAVE).map((r) => r.body)).toEqual([
      {
        country: 'FR',
        threshold: '150.00',
        threshold_currency: 'EUR',
        tax_kind: 'vat',
        tax_bps: 2_150,
        tax_below_threshold: true,
        value_basis: 'cif',
        default_duty_bps: 400,
        duty_bps: { menswear: 1_250 },
        source: 'https://taxation-customs.ec.europa.eu',
      },
    ]);
    await waitFor(async () => expect(await findRow('France')).toHaveTextContent('VAT 21.5%'));
  });
});
