import { describe, expect, it } from 'vitest';
import { namesImportedFrom } from './static-graph';

describe("a part's imports from the contract, as the first screen's kit reads them", () => {
  it('names each value taken, under its exported name, from every import of the package', () => {
    const code = [
      'import { CatalogueApi, formatMoney as money } from "@tradewind/contract";',
      "import { OrderStatus } from '@tradewind/contract';",
      "import { other } from '@tradewind/contract-extra';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(namesImportedFrom(code, '@tradewind/contract')).toEqual(['CatalogueApi', 'formatMoney', 'OrderStatus']);
  });

  it('cannot tell for a namespace import: every module of the package counts then', () => {
    expect(
      namesImportedFrom("import * as contract from '@tradewind/contract';", '@tradewind/contract'),
    ).toBeUndefined();
  });
});
