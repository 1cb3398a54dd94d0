import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AdminFxApi, RATED_CURRENCIES, type AdminFxRatesData, type AdminFxRow } from '@tradewind/contract';
import { fakeHttp, fail, ok, type FakeRequest } from '@/test/fake-http';
import { adminSession } from '../../api/admin-session';
import { renderAdmin } from '../../test/render-admin';
import { configureConsoleTests } from '../../test/configure-console-tests';
import { findDialogWith } from '../../test/dialogs';

configureConsoleTests({ skipVisibilityCheck: true });

const LIST = `GET ${AdminFxApi.rates}`;
const SAVE = `POST ${AdminFxApi.rateSave}`;
const IMPORT = `POST ${AdminFxApi.ratesImport}`;
const FROM_THE_FILE = { set_at: '2026-11-26T13:10:00.000Z', source: 'ecb' as const, set_by: null, stale: false };

/** The demo's table: the ECB's currencies from its file, the dong by hand, the Chilean peso never set. */
function demoTable(): AdminFxRow[] {
  const rates: Partial<Record<AdminFxRow['currency'], string>> = { EUR: '0.862292', KRW: '1389.52', JPY: '154.885' };
  return RATED_CURRENCIES.map((currency): AdminFxRow => {
    if (currency === 'CLP') return { currency, rate: null, set_at: null, source: null, set_by: null, stale: true };
    if (currency === 'VND')
      return {
        currency,
        rate: '26315',
        set_at: '2026-11-20T09:00:00.000Z',
        source: 'manual',
        set_by: 'ops',
        stale: true,
      };
    return { currency, rate: rates[currency] ?? '1.5', ...FROM_THE_FILE };
  });
}

/** Answers the table as the server keeps it, a saved rate by changing it, an import as `importAnswer` says. */
function ratesServer(rows: AdminFxRow[], importAnswer?: (request: FakeRequest) => ReturnType<typeof ok>) {
  const table = (): AdminFxRatesData => ({ list: rows, stale_after_hours: 48 });
  return fakeHttp({
    [LIST]: () => ok(table()),
    [SAVE]: ({ body }: FakeRequest) => {
      const { currency, rate } = body as { currency: string; rate: string };
      const index = rows.findIndex((row) => row.currency === currency);
      rows[index] = {
        ...rows[index]!,
        rate,
        set_at: '2026-11-28T08:30:00.000Z',
        source: 'manual',
        set_by: 'operator',
        stale: false,
      };
      return ok(table(), 'Saved');
    },
    ...(importAnswer ? { [IMPORT]: importAnswer } : {}),
  });
}

const rowOf = (table: HTMLElement, currency: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.startsWith(currency))!;

describe('exchange rates', { timeout: 30_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('lists every currency with its rate, when, from where and by whom it was set, and says which are stale', async () => {
    server = ratesServer(demoTable());
    await renderAdmin('/admin/fx-rates');
    const table = await screen.findByRole('table', { name: 'Exchange rates per US dollar' });
    await within(table).findByText('South Korean Won');
    expect(screen.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Currency', 'Units per US dollar', 'Set at', 'Source', 'Set by', 'State', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + RATED_CURRENCIES.length);

    expect(rowOf(table, 'KRW')).toHaveTextContent('1,389.52');
    expect(rowOf(table, 'KRW')).toHaveTextContent('Nov 26, 2026, 1:10 PM UTC');
    expect(rowOf(table, 'KRW')).toHaveTextContent('ECB file');
    expect(rowOf(table, 'KRW')).toHaveTextContent('Demo data');
    expect(rowOf(table, 'KRW')).toHaveTextContent('Current');
    expect(rowOf(table, 'VND')).toHaveTextContent('26,315');
    expect(rowOf(table, 'VND')).toHaveTextContent('By hand');
    expect(rowOf(table, 'VND')).toHaveTextContent('ops');
    expect(rowOf(table, 'VND')).toHaveTextContent('Stale');
    expect(rowOf(table, 'CLP')).toHaveTextContent('No rate');
    expect(
      screen.getByText('A rate set more than 48 hours ago is marked stale (the FX_STALE_HOURS setting).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("2 rates are stale or missing: import today's ECB file or set them by hand."),
    ).toBeInTheDocument();
  });

  it('edits one rate, refusing one that is not a rate above 0 before asking the server', async () => {
    server = ratesServer(demoTable());
    const { user } = await renderAdmin('/admin/fx-rates');
    const table = await screen.findByRole('table', { name: 'Exchange rates per US dollar' });
    await user.click(await within(table).findByRole('button', { name: 'Edit the rate of KRW' }));
    const dialog = await findDialogWith('Rate of KRW (South Korean Won)');
    const field = within(dialog).getByLabelText('KRW per US dollar');
    expect(field).toHaveValue('1389.52');

    for (const wrong of ['0', '1,402.15', '-3']) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
      expect(
        await within(dialog).findByText(
          'Enter a rate above 0 with a dot for decimals, e.g. 1389.52 (units per US dollar)',
        ),
      ).toBeInTheDocument();
    }
    expect(server.calls(SAVE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '1402.15');
    // The check an operator makes by eye: what a hundred dollars shows as, in won (no minor unit).
    expect(await within(dialog).findByText('At this rate $100.00 shows as ≈ ₩140,215.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));

    expect(await screen.findByText('KRW: 1,402.15 per US dollar')).toBeInTheDocument();
    expect(server.calls(SAVE)[0]!.body).toEqual({ currency: 'KRW', rate: '1402.15' });
    expect(await within(rowOf(table, 'KRW')).findByText('1,402.15')).toBeInTheDocument();
    expect(rowOf(table, 'KRW')).toHaveTextContent('By hand');
    expect(rowOf(table, 'KRW')).toHaveTextContent('operator');
  });

  it('imports an ECB file and says which currencies it updated and which it left as they were', async () => {
    const rows = demoTable();
    const xml =
      "<gesmes:Envelope><Cube><Cube time='2026-11-27'><Cube currency='USD' rate='1.165'/></Cube></Cube></gesmes:Envelope>";
    server = ratesServer(rows, () =>
      ok(
        {
          date: '2026-11-27',
          updated: RATED_CURRENCIES.filter((c) => !['TWD', 'VND', 'CLP'].includes(c)),
          kept: ['TWD', 'VND', 'CLP'],
          list: rows,
          stale_after_hours: 48,
        },
        'Saved',
      ),
    );
    const { user } = await renderAdmin('/admin/fx-rates');
    await screen.findByRole('table', { name: 'Exchange rates per US dollar' });
    await user.upload(
      screen.getByLabelText('ECB daily rates file'),
      new File([xml], 'eurofxref-daily.xml', { type: 'text/xml' }),
    );

    expect(await screen.findAllByText('Rates of Nov 27, 2026 imported')).not.toHaveLength(0);
    expect(server.calls(IMPORT)[0]!.body).toEqual({ xml });
    expect(screen.getByText(/^Updated from the file: EUR, GBP, JPY, KRW, CNY, HKD/)).toBeInTheDocument();
    expect(screen.getByText('Not in the file, left as they were: TWD, VND, and CLP.')).toBeInTheDocument();
  });

  it('shows why a file was refused, and keeps the table as it was', async () => {
    const message =
      'This is not a European Central Bank daily reference rates file (eurofxref-daily.xml): nothing was changed';
    server = ratesServer(demoTable(), () =>
      fail(400, 'Please check what you entered', 'VALIDATION', 0, { xml: message }),
    );
    const { user } = await renderAdmin('/admin/fx-rates');
    const table = await screen.findByRole('table', { name: 'Exchange rates per US dollar' });
    await user.upload(
      screen.getByLabelText('ECB daily rates file'),
      new File(['<html></html>'], 'rates.xml', { type: 'text/xml' }),
    );

    await screen.findByText('The file was not imported');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('not imported'))!;
    expect(alert).toHaveTextContent(message);
    expect(rowOf(table, 'KRW')).toHaveTextContent('1,389.52');
  });
});
