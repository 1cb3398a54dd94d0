import {
  cnResidentCheckChar,
  cpfCheckDigits,
  rutCheckDigit,
  tcknCheckDigits,
  twIdCheckDigit,
  type CustomsIdKind,
} from '@tradewind/contract/customs-ids';

const DAY = 86_400_000;
/** `n` spread over `size` numbers, the same for the same `n` (no random draw: the seed's sequence stays as it was). */
const spread = (n: number, size: number) => (n * 7_919 + 104_729) % size;
const digits = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * A customs ID of `kind` made up for the demo (decision 041): the right format, its check digits computed by the
 * contract's rule, numbers drawn from `n` rather than anyone's papers. A format this dense may still spell a real
 * person's number by chance; these only ever sit, sealed, on the demo's fictional shoppers.
 */
export function madeUpCustomsId(kind: CustomsIdKind, n: number): string {
  switch (kind) {
    case 'pccc':
      return `P${digits(500_000_000_000 + spread(n, 99_999_999_999), 12)}`;
    case 'cpf': {
      const nine = digits(100_000_000 + spread(n, 899_999_999), 9);
      return nine + cpfCheckDigits(nine);
    }
    case 'rut': {
      const body = String(10_000_000 + spread(n, 9_999_999));
      return `${body}-${rutCheckDigit(body)}`;
    }
    case 'tckn': {
      const nine = String(100_000_000 + spread(n, 899_999_999));
      return nine + tcknCheckDigits(nine);
    }
    case 'cn_resident': {
      // Shenzhen's Futian district (440304), born in the 1980s or 1990s.
      const born = new Date(Date.UTC(1980, 0, 1) + spread(n, 7_300) * DAY).toISOString().slice(0, 10);
      const seventeen = `440304${born.replace(/-/g, '')}${digits(spread(n, 1_000), 3)}`;
      return seventeen + cnResidentCheckChar(seventeen);
    }
    case 'tw_id': {
      const letterAndEight = `A${1 + (n % 2)}${digits(spread(n, 10_000_000), 7)}`;
      return letterAndEight + twIdCheckDigit(letterAndEight);
    }
  }
}
