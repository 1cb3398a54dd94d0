import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FxApi } from '@tradewind/contract';
import { changeLanguage } from '@/i18n';
import { fakeHttp, ok } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { renderScreen } from '@/test/render-screen';
import { AtOrderRate } from './at-order-rate';
import { Money, MoneyPhrase } from './money';
import { useMoneyText } from './use-money-text';

let server: ReturnType<typeof fakeHttp> | undefined;
afterEach(async () => {
  server?.restore();
  setCurrencyCookie();
  await changeLanguage('en');
});

/** What the eye sees: the text without what only a screen reader reads. */
function shown(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

const renderMoney = (ui: React.ReactElement) => renderScreen(<p data-testid="money">{ui}</p>);

describe('Money', () => {
  it('shows won beside dollars with no decimals, and a screen reader hears "about"', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderMoney(<Money cents={5199} />);
    const money = screen.getByTestId('money');
    await waitFor(() => expect(shown(money)).toBe('$51.99 ≈\u00a0₩72,241'));
    expect(screen.getByText('about ₩72,241')).toHaveClass('visually-hidden');
    expect(money.querySelector('[aria-hidden="true"]')?.textContent).toBe('≈\u00a0₩72,241');
  });

  it('follows the language at first: Korean shows won, in the Korean way', async () => {
    server = fakeHttp(ratesRoute());
    await changeLanguage('ko');
    renderMoney(<Money cents={5199} />);
    await waitFor(() => expect(shown(screen.getByTestId('money'))).toBe('US$51.99 ≈\u00a0₩72,241'));
    expect(screen.getByText('약 ₩72,241')).toBeInTheDocument();
  });

  it('writes euros the French way: "≈ 37,17 €"', async () => {
    server = fakeHttp(ratesRoute());
    await changeLanguage('fr');
    renderMoney(<Money cents={4310} />);
    await waitFor(() => expect(shown(screen.getByTestId('money'))).toMatch(/^43,10\s\$US ≈\s37,17\s€$/));
    expect(screen.getByText(/^environ 37,17\s€$/)).toBeInTheDocument();
  });

  it('shows nothing more to a dollar buyer, and asks for no rates', () => {
    server = fakeHttp(ratesRoute());
    renderMoney(<Money cents={5199} />);
    expect(screen.getByTestId('money')).toHaveTextContent(/^\$51\.99$/);
    expect(server.calls(`GET ${FxApi.rates}`)).toHaveLength(0);
  });

  it('writes a negative amount and its estimate with the true minus sign', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderMoney(<Money cents={-5199} signed />);
    await waitFor(() => expect(shown(screen.getByTestId('money'))).toBe('\u2212$51.99 ≈\u00a0\u2212₩72,241'));
  });

  it('shows no estimate beside a zero amount: "$0.00", never "≈ ₩0"', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderScreen(
      <>
        <p data-testid="zero">
          <Money cents={0} />
        </p>
        <p data-testid="one">
          <Money cents={100} />
        </p>
      </>,
    );
    await waitFor(() => expect(shown(screen.getByTestId('one'))).toBe('$1.00 ≈\u00a0₩1,390'));
    expect(screen.getByTestId('zero').textContent).toBe('$0.00');
  });

  it('shows the dollars alone while no rate of the currency is known', async () => {
    server = fakeHttp({ [`GET ${FxApi.rates}`]: ok({ list: [] }) });
    setCurrencyCookie('KRW');
    renderMoney(<Money cents={5199} />);
    await waitFor(() => expect(server!.calls(`GET ${FxApi.rates}`)).toHaveLength(1));
    expect(screen.getByTestId('money')).toHaveTextContent(/^\$51\.99$/);
  });

  it('estimates an order at the rate of its moment, and says which day', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    const fx = { currency: 'EUR' as const, rate: '0.8623', set_at: '2026-11-27T12:00:00.000Z' };
    renderMoney(
      <AtOrderRate fx={fx}>
        <Money cents={4310} rateDay />
      </AtOrderRate>,
    );
    expect(shown(screen.getByTestId('money'))).toBe('$43.10 ≈\u00a0€37.17 at the rate of Nov 27');
    expect(screen.getByText('about €37.17 at the rate of Nov 27')).toBeInTheDocument();
    // The order's own rate needs none of today's.
    expect(server.calls(`GET ${FxApi.rates}`)).toHaveLength(0);
  });

  it("estimates an old order without a rate at today's, and a dollar buyer's at none", async () => {
    server = fakeHttp(ratesRoute());
    renderMoney(
      <AtOrderRate fx={null}>
        <Money cents={4310} />
      </AtOrderRate>,
    );
    expect(screen.getByTestId('money')).toHaveTextContent(/^\$43\.10$/);
    setCurrencyCookie('EUR');
    await waitFor(() => expect(shown(screen.getByTestId('money'))).toBe('$43.10 ≈\u00a0€37.17'));
  });
});

describe('MoneyPhrase and the string forms', () => {
  function Labels({ cents }: { cents: number }) {
    const money = useMoneyText();
    return (
      <button type="button" aria-label={money.label(cents)}>
        {money.text(cents)}
      </button>
    );
  }

  it('puts the estimate beside each amount of a sentence, and into labels', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('JPY');
    renderMoney(<MoneyPhrase text="Add {{amount}} more, {{rest}} left" amounts={{ amount: 50 }} />);
    await waitFor(() => expect(shown(screen.getByTestId('money'))).toBe('Add $0.50 ≈\u00a0¥78 more, {{rest}} left'));
    renderScreen(<Labels cents={50} />);
    expect((await screen.findByRole('button', { name: '$0.50, about ¥78' })).textContent).toBe('$0.50 ≈\u00a0¥78');
  });

  it('leaves a zero amount alone in sentences and labels too', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('JPY');
    renderMoney(<MoneyPhrase text="Shipping {{fee}}, promo {{promo}}" amounts={{ fee: 0, promo: 50 }} />);
    await waitFor(() => expect(shown(screen.getByTestId('money'))).toBe('Shipping $0.00, promo $0.50 ≈\u00a0¥78'));
    renderScreen(<Labels cents={0} />);
    expect((await screen.findByRole('button', { name: '$0.00' })).textContent).toBe('$0.00');
  });

  it('changes every estimate at once when the currency changes', async () => {
    server = fakeHttp(ratesRoute());
    setCurrencyCookie('KRW');
    renderScreen(
      <>
        <p data-testid="one">
          <Money cents={100} />
        </p>
        <p data-testid="two">
          <Money cents={200} />
        </p>
      </>,
    );
    await waitFor(() => expect(shown(screen.getByTestId('two'))).toBe('$2.00 ≈\u00a0₩2,779'));
    setCurrencyCookie('EUR');
    await waitFor(() => expect(shown(screen.getByTestId('one'))).toBe('$1.00 ≈\u00a0€0.86'));
    expect(shown(screen.getByTestId('two'))).toBe('$2.00 ≈\u00a0€1.72');
    expect(server.calls(`GET ${FxApi.rates}`)).toHaveLength(1);
  });
});
